import type { TRecordItem, TRecordValueItem } from "@suyuan/contracts/trace-record/record-fields";
import type { TTemplateItemKind } from "@suyuan/contracts/trace-template/template-fields";
import type { Prisma } from "@suyuan/db/client";

const ITEM_SELECT = {
  id: true,
  name: true,
  kind: true,
  unit: true,
  options: true,
  required: true,
  sort: true,
} satisfies Prisma.TraceTemplateItemSelect;

export const RECORD_SELECT = {
  id: true,
  batch: { select: { id: true, batchNo: true, goods: { select: { id: true, name: true } } } },
  enterprise: { select: { id: true, name: true } },
  stage: { select: { id: true, name: true, sort: true, items: { orderBy: { sort: "asc" }, select: ITEM_SELECT } } },
  sort: true,
  recordedAt: true,
  operatorName: true,
  images: true,
  note: true,
  createdAt: true,
  updatedAt: true,
  values: { select: { id: true, itemId: true, value: true, images: true } },
} satisfies Prisma.TraceRecordSelect;

type RecordRow = Prisma.TraceRecordGetPayload<{ select: typeof RECORD_SELECT }>;

/** Every item of the stage in order, with the stored value when there is one. */
export function valueItems(items: RecordRow["stage"]["items"], values: RecordRow["values"]): TRecordValueItem[] {
  const byItem = new Map(values.map((value) => [value.itemId, value]));
  return items.map(({ id, kind, ...item }) => {
    const stored = byItem.get(id);
    return {
      ...item,
      itemId: id,
      kind: kind as TTemplateItemKind,
      id: stored?.id ?? null,
      value: stored?.value ?? null,
      images: stored?.images ?? [],
    };
  });
}

export function toRecordItem({ stage, values, ...row }: RecordRow): TRecordItem {
  const { items, ...stageFacts } = stage;
  return { ...row, stage: stageFacts, values: valueItems(items, values) };
}
