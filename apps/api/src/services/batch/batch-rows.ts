import type { TBatchItem, TBatchStatus } from "@suyuan/contracts/batch/batch-fields";
import type { Prisma } from "@suyuan/db/client";

export const BATCH_SELECT = {
  id: true,
  enterprise: { select: { id: true, name: true } },
  goods: { select: { id: true, name: true, unit: true } },
  base: { select: { id: true, name: true } },
  house: { select: { id: true, name: true } },
  batchNo: true,
  productionDate: true,
  quantity: true,
  unit: true,
  template: { select: { id: true, name: true } },
  status: true,
  note: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { records: true } },
} satisfies Prisma.BatchSelect;

export type BatchRow = Prisma.BatchGetPayload<{ select: typeof BATCH_SELECT }>;

/** yyyy-MM-dd of a date column (stored at UTC midnight). */
export const toDay = (date: Date): string => date.toISOString().slice(0, 10);
export const fromDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

export function toBatchItem({ _count, quantity, productionDate, status, ...row }: BatchRow): TBatchItem {
  return {
    ...row,
    productionDate: toDay(productionDate),
    quantity: quantity === null ? null : Number(quantity),
    status: status as TBatchStatus,
    recordCount: _count.records,
  };
}
