import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TRecordItem } from "@suyuan/contracts/trace-record/record-fields";
import type { TFindRecordsInput, TRecordFilters } from "@suyuan/contracts/trace-record/trace-record-operations";
import { prisma, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseWhere } from "../access/enterprise-scope.ts";
import { column, jsonRow, jsonRows, related, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { listPage, listRow } from "../list/list-page.ts";
import type { ServiceContext } from "../service-context.ts";
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

// The records' list (and get) as one statement (kit/sql-list-json.ts): the batch with its goods,
// the enterprise, the stage, and every item of the stage in order with its stored value.
const RECORDS = listStatementOf("traceRecord", {
  id: column("id"),
  batch: sql(() =>
    jsonRow(
      `SELECT b.id, b.batch_no AS "batchNo", json_build_object('id', g.id, 'name', g.name) AS goods
         FROM batch b JOIN goods g ON g.id = b.goods_id WHERE b.id = t.batch_id`,
    ),
  ),
  enterprise: related("enterprise", ["id", "name"]),
  stage: related("stage", ["id", "name", "sort"]),
  sort: column("sort"),
  recordedAt: column("recordedAt"),
  operatorName: column("operatorName"),
  images: column("images"),
  note: column("note"),
  // Every item of the stage in order, with the stored value when there is one.
  values: sql(() =>
    jsonRows(
      `SELECT v.id, i.id AS "itemId", i.name, i.kind, i.unit, i.options, i.required, i.sort,
              v.value, COALESCE(v.images, '{}') AS images
         FROM trace_template_item i
         LEFT JOIN trace_record_value v ON v.item_id = i.id AND v.record_id = t.id
        WHERE i.stage_id = t.stage_id`,
      "r.sort",
    ),
  ),
  createdAt: column("createdAt"),
  updatedAt: column("updatedAt"),
});

export function findRecords(ctx: ServiceContext, input: TFindRecordsInput): Promise<TListOutput<TRecordItem>> {
  const { page, pageSize, sortDir } = input;
  return listPage(RECORDS, {
    where: recordWhere(ctx, input),
    sortBy: input.sortBy ?? "createdAt",
    direction: sortDir,
    page,
    pageSize,
  });
}

export async function getRecord(ctx: ServiceContext, id: number): Promise<TRecordItem> {
  const row = await listRow<TRecordItem>(RECORDS, id);
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  return row;
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
