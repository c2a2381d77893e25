import type { TTemplateStageDetail } from "@suyuan/contracts/trace-template/template-fields";
import { useQuery } from "@tanstack/react-query";
import { useTrpc } from "../../lib/use-trpc.ts";
import type { ItemRule } from "./value-input.tsx";

/** A batch, its template's stages and its records so far: what a record is filled in against. */
export function useBatchTemplate(batchId: number | null) {
  const trpc = useTrpc();
  const batch = useQuery({ ...trpc.batch.get.queryOptions({ id: batchId ?? 0 }), enabled: batchId !== null });
  const templateId = batch.data?.template?.id ?? null;
  const template = useQuery({
    ...trpc.traceTemplate.get.queryOptions({ id: templateId ?? 0 }),
    enabled: templateId !== null,
  });
  const records = useQuery({
    ...trpc.traceRecord.find.queryOptions({
      page: 1,
      pageSize: 100,
      batchId: batchId ?? 0,
      sortBy: "sort",
      sortDir: "asc",
    }),
    enabled: batchId !== null,
  });
  return { batch: batch.data, stages: template.data?.stages, records: records.data?.items };
}

export function itemRules(stage: TTemplateStageDetail | undefined): ItemRule[] {
  return (stage?.items ?? []).map((item) => ({
    itemId: item.id,
    name: item.name,
    kind: item.kind,
    unit: item.unit,
    options: item.options,
    required: item.required,
  }));
}

/** The first stage of the template not yet recorded for the batch, and the next free order. */
export function nextStep(
  stages: readonly TTemplateStageDetail[],
  records: readonly { sort: number; stage: { id: number } }[],
): { stage: TTemplateStageDetail | undefined; sort: number } {
  const done = new Set(records.map((record) => record.stage.id));
  return {
    stage: stages.find((stage) => !done.has(stage.id)),
    sort: records.reduce((max, record) => Math.max(max, record.sort), 0) + 1,
  };
}
