import type { TTemplateItemFields, TTemplateStageFields } from "@suyuan/contracts/trace-template/template-fields";
import type { TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";

// Writing a template's stages and items as edited: kept rows by id, new rows created, missing rows
// deleted. Orders are unique (template, sort) and (stage, sort): kept rows first move to a
// temporary negative order (-id, never a valid order) so that swapping two orders cannot collide.

const missing = (field: string) =>
  new AppError("BAD_REQUEST", {
    messageKey: "error.referenceMissing",
    fieldErrors: { [field]: ["error.referenceMissing"] },
  });

const itemData = (item: TTemplateItemFields) => ({
  name: item.name,
  kind: item.kind,
  unit: item.unit,
  options: item.options,
  required: item.required,
  sort: item.sort,
});

/** The stage's items become exactly `items`; `path` prefixes field errors ("stages.2." or ""). */
export async function syncItems(
  tx: TransactionClient,
  stageId: number,
  items: TTemplateItemFields[],
  path: string,
): Promise<void> {
  const existing = await tx.traceTemplateItem.findMany({
    where: { stageId },
    select: { id: true, name: true, kind: true, _count: { select: { values: true } } },
  });
  const byId = new Map(existing.map((row) => [row.id, row]));
  const keptIds = new Set<number>();
  items.forEach((item, index) => {
    if (item.id === null) return;
    const row = byId.get(item.id);
    if (!row || keptIds.has(item.id)) throw missing(`${path}items.${index}.id`);
    keptIds.add(item.id);
    if (row.kind !== item.kind && row._count.values > 0)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.templateItemKindLocked",
        params: { name: row.name },
        fieldErrors: { [`${path}items.${index}.kind`]: ["error.templateItemKindLocked"] },
      });
  });
  const removed = existing.filter((row) => !keptIds.has(row.id));
  const used = removed.find((row) => row._count.values > 0);
  if (used)
    throw new AppError("RULE_VIOLATION", { messageKey: "error.templateItemInUse", params: { name: used.name } });
  if (removed.length > 0)
    await tx.traceTemplateItem.deleteMany({ where: { id: { in: removed.map((row) => row.id) } } });
  for (const id of keptIds) await tx.traceTemplateItem.update({ where: { id }, data: { sort: -id } });
  for (const item of items) {
    if (item.id === null) await tx.traceTemplateItem.create({ data: { stageId, ...itemData(item) } });
    else await tx.traceTemplateItem.update({ where: { id: item.id }, data: itemData(item) });
  }
}

/** Creates a stage with its items. */
export async function createStage(tx: TransactionClient, templateId: number, stage: TTemplateStageFields) {
  return tx.traceTemplateStage.create({
    data: {
      templateId,
      name: stage.name,
      sort: stage.sort,
      items: { create: stage.items.map(itemData) },
    },
    select: { id: true },
  });
}

/** The template's stages become exactly `stages` (field errors under "stages.<index>."). */
export async function syncStages(
  tx: TransactionClient,
  templateId: number,
  stages: TTemplateStageFields[],
): Promise<void> {
  const existing = await tx.traceTemplateStage.findMany({
    where: { templateId },
    select: { id: true, name: true, _count: { select: { records: true } } },
  });
  const byId = new Map(existing.map((row) => [row.id, row]));
  const keptIds = new Set<number>();
  stages.forEach((stage, index) => {
    if (stage.id === null) return;
    if (!byId.has(stage.id) || keptIds.has(stage.id)) throw missing(`stages.${index}.id`);
    keptIds.add(stage.id);
  });
  const removed = existing.filter((row) => !keptIds.has(row.id));
  const used = removed.find((row) => row._count.records > 0);
  if (used)
    throw new AppError("RULE_VIOLATION", { messageKey: "error.templateStageInUse", params: { name: used.name } });
  // A stage without records has no recorded values either: its items go with it.
  if (removed.length > 0)
    await tx.traceTemplateStage.deleteMany({ where: { id: { in: removed.map((row) => row.id) } } });
  for (const id of keptIds) await tx.traceTemplateStage.update({ where: { id }, data: { sort: -id } });
  for (const [index, stage] of stages.entries()) {
    if (stage.id === null) {
      await createStage(tx, templateId, stage);
      continue;
    }
    await tx.traceTemplateStage.update({ where: { id: stage.id }, data: { name: stage.name, sort: stage.sort } });
    await syncItems(tx, stage.id, stage.items, `stages.${index}.`);
  }
}
