import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TRecordItem } from "@suyuan/contracts/trace-record/record-fields";
import type { TFindRecordsInput, TRecordFilters } from "@suyuan/contracts/trace-record/trace-record-operations";
import { prisma, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseWhere } from "../access/enterprise-scope.ts";
import { cappedPage } from "../list/capped-page.ts";
import type { ServiceContext } from "../service-context.ts";
import { RECORD_SELECT, toRecordItem } from "./record-rows.ts";
import { containsText } from "../list/text-match.ts";

/** A day in China time as an instant range bound. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

function recordWhere(ctx: ServiceContext, filters: TRecordFilters): Prisma.TraceRecordWhereInput {
  return {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        batchId: filters.batchId,
        enterpriseId: filters.enterpriseId,
        batch: filters.batchNo ? { batchNo: containsText(filters.batchNo) } : undefined,
        stage: filters.stageName ? { name: containsText(filters.stageName) } : undefined,
        recordedAt:
          filters.from || filters.to
            ? {
                ...(filters.from ? { gte: dayStart(filters.from) } : {}),
                ...(filters.to ? { lt: new Date(dayStart(filters.to).getTime() + 86_400_000) } : {}),
              }
            : undefined,
      },
    ],
  };
}

export async function findRecords(ctx: ServiceContext, input: TFindRecordsInput): Promise<TListOutput<TRecordItem>> {
  const where = recordWhere(ctx, input);
  const orderBy: Prisma.TraceRecordOrderByWithRelationInput[] = [
    { [input.sortBy ?? "createdAt"]: input.sortDir },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.traceRecord.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.traceRecord.findMany({ where, orderBy, select: RECORD_SELECT, skip, take })).map(toRecordItem),
  });
}

export async function getRecord(ctx: ServiceContext, id: number): Promise<TRecordItem> {
  const row = await prisma.traceRecord.findUnique({ where: { id }, select: RECORD_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  return toRecordItem(row);
}

/** Whether a record order is free within the batch (the legacy "trace order" check of item groups). */
export async function checkRecordOrder(
  ctx: ServiceContext,
  input: { batchId: number; sort: number; excludeId?: number | undefined },
): Promise<{ free: boolean }> {
  const batch = await prisma.batch.findUnique({ where: { id: input.batchId }, select: { enterpriseId: true } });
  if (!batch) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, batch.enterpriseId);
  const taken = await prisma.traceRecord.findFirst({
    where: {
      batchId: input.batchId,
      sort: input.sort,
      ...(input.excludeId === undefined ? {} : { id: { not: input.excludeId } }),
    },
    select: { id: true },
  });
  return { free: taken === null };
}
