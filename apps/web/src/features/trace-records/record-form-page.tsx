import type { TCreateRecordInput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useMe } from "../../lib/use-me.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../../common/page-card.tsx";
import { useUnsavedGuard } from "../../common/use-unsaved-guard.ts";
import { RecordForm } from "./record-form.tsx";
import {
  emptyRecordValues,
  recordServerErrors,
  valuesFromRecord,
  type RecordFormValues,
} from "./record-form-values.ts";
import { recordQueryOptions } from "./records-search.ts";

/** /trace/save?batchId=&stageId=: a new record, opened from the batch view for its next stage. */
export function RecordAddPage({ batchId, stageId }: { batchId?: number | undefined; stageId?: number | undefined }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const me = useMe();
  const batch = useQuery({ ...trpc.batch.get.queryOptions({ id: batchId ?? 0 }), enabled: batchId !== undefined });
  const initial = useMemo(
    () =>
      emptyRecordValues({
        batchId: batchId ? String(batchId) : null,
        stageId: stageId ? String(stageId) : null,
        operatorName: me.user.realName ?? me.user.username,
      }),
    [batchId, stageId, me.user],
  );
  const label = batch.data ? `${batch.data.batchNo} · ${batch.data.goods.name}` : null;
  return (
    <PageCard title={t("record.addTitle")} hint={t("record.formHint")} testId="record-add-page">
      {batchId !== undefined && !batch.data ? null : (
        <RecordFormContainer id={null} initial={initial} batchLabel={label} backTo={batchId} />
      )}
    </PageCard>
  );
}

export function RecordEditPage({ id }: { id: number }) {
  const { t } = useI18n();
  const record = useSuspenseQuery(recordQueryOptions(useTrpc(), id)).data;
  const initial = useMemo(() => valuesFromRecord(record), [record]);
  return (
    <PageCard
      title={`${t("record.editTitle")}：${record.stage.name}`}
      hint={t("record.formHint")}
      testId="record-edit-page"
    >
      <RecordFormContainer
        id={id}
        initial={initial}
        batchLabel={`${record.batch.batchNo} · ${record.batch.goods.name}`}
        backTo={undefined}
      />
    </PageCard>
  );
}

function RecordFormContainer({
  id,
  initial,
  batchLabel,
  backTo,
}: {
  id: number | null;
  initial: RecordFormValues;
  batchLabel: string | null;
  /** Opened from a batch's view: return there. */
  backTo: number | undefined;
}) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const create = useMutation(trpc.traceRecord.create.mutationOptions());
  const update = useMutation(trpc.traceRecord.update.mutationOptions());
  const back = () =>
    void (backTo === undefined
      ? navigate({ to: "/trace/list" })
      : navigate({ to: "/batch/view", search: { id: backTo } }));

  const submit = async (fields: TCreateRecordInput): Promise<Record<string, string> | void> => {
    try {
      if (id === null) await create.mutateAsync(fields);
      else {
        const { batchId: _stays, ...data } = fields;
        await update.mutateAsync({ id, data });
      }
    } catch (error) {
      return recordServerErrors(notifyFailure(error, t).fieldErrors);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.traceRecord.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.batch.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.traceTemplate.pathKey() }),
    ]);
    notifySuccess(id === null ? t("record.created") : t("record.updated"));
    guard.release();
    back();
  };

  return (
    <RecordForm
      title={id === null ? t("record.addTitle") : t("record.editTitle")}
      initial={initial}
      recordId={id}
      batchLabel={batchLabel}
      onSubmit={submit}
      onCancel={back}
      onDirtyChange={setDirty}
      busy={create.isPending || update.isPending}
    />
  );
}
