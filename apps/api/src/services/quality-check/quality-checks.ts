import type { TListOutput } from "@suyuan/contracts/common/list";
import type {
  TFindQualityChecksInput,
  TQualityCheckFilters,
  TSaveQualityCheckOutput,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import {
  passedByItems,
  type TCheckItem,
  type TQualityCheckFields,
  type TQualityCheckItem,
  type TStartRecall,
} from "@suyuan/contracts/quality-check/quality-check-fields";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseForWrite, enterpriseWhere, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hasPermission } from "../auth/user-access.ts";
import { column, jsonRow, related, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { iterateList, listPage, listRow } from "../list/list-page.ts";
import { fromDay, insertRecall, toDay } from "../recall/recalls.ts";
import { todayInChina } from "../../lib/stored-day.ts";
import type { ServiceContext } from "../service-context.ts";
import { uploadUrl } from "../upload/uploads.ts";
import { containsText } from "../list/text-match.ts";

// The list, its export and get as one statement (kit/sql-list-json.ts); the report's file name is
// read in it.
const CHECKS = listStatementOf("qualityCheck", {
  id: column("id"),
  enterprise: related("enterprise", ["id", "name"]),
  batch: related("batch", ["id", "batchNo"]),
  goods: related("goods", ["id", "name"]),
  organisation: column("organisation"),
  inspector: column("inspector"),
  checkDate: column("checkDate", "day"),
  items: column("items"),
  passed: column("passed"),
  report: sql(() =>
    jsonRow(
      `SELECT t.report_upload_id AS id,
              COALESCE((SELECT u.original_name FROM upload u WHERE u.id = t.report_upload_id), t.report_upload_id) AS "fileName"
        WHERE t.report_upload_id <> ''`,
    ),
  ),
  note: column("note"),
  recall: related("recall", ["id", "title", "status"]),
  createdAt: column("createdAt"),
  updatedAt: column("updatedAt"),
});
type CheckRow = Omit<TQualityCheckItem, "items" | "report"> & {
  items: unknown;
  report: { id: string; fileName: string } | null;
};

/** The stored items (JSON) as the contract types them; anything malformed reads as text. */
function storedItems(value: unknown): TCheckItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return [];
    const fields = entry as Record<string, unknown>;
    const text = (key: string) => (typeof fields[key] === "string" ? fields[key] : "");
    return [{ name: text("name"), standard: text("standard"), result: text("result"), passed: fields.passed === true }];
  });
}

const toItem = ({ items, report, ...row }: CheckRow): TQualityCheckItem => ({
  ...row,
  items: storedItems(items),
  report: report && { ...report, url: uploadUrl(report.id) },
});

function checkWhere(ctx: ServiceContext, filters: Partial<TQualityCheckFilters>): Prisma.QualityCheckWhereInput {
  const checkDate: Prisma.DateTimeFilter = {};
  if (filters.from) checkDate.gte = fromDay(filters.from);
  if (filters.to) checkDate.lte = fromDay(filters.to);
  return {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        organisation: filters.organisation ? containsText(filters.organisation) : undefined,
        enterpriseId: filters.enterpriseId,
        batchId: filters.batchId,
        goodsId: filters.goodsId,
        passed: filters.passed,
        checkDate: filters.from || filters.to ? checkDate : undefined,
      },
    ],
  };
}

export async function findQualityChecks(
  ctx: ServiceContext,
  input: TFindQualityChecksInput,
): Promise<TListOutput<TQualityCheckItem>> {
  const { page, pageSize, sortDir } = input;
  const where = checkWhere(ctx, input);
  const found = await listPage<CheckRow>(CHECKS, {
    where,
    sortBy: input.sortBy ?? "createdAt",
    direction: sortDir,
    page,
    pageSize,
  });
  return { ...found, items: found.items.map(toItem) };
}

export async function getQualityCheck(ctx: ServiceContext, id: number): Promise<TQualityCheckItem> {
  const row = await listRow<CheckRow>(CHECKS, id);
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  return toItem(row);
}

export async function* iterateQualityChecks(
  ctx: ServiceContext,
  filters: TQualityCheckFilters,
): AsyncGenerator<TQualityCheckItem> {
  for await (const row of iterateList<CheckRow>(CHECKS, checkWhere(ctx, filters))) yield toItem(row);
}

function badField(field: string, messageKey: string): AppError {
  return new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });
}

/**
 * The stored row for validated fields: the batch and goods exist within the scope, the goods are
 * the batch's when both are given (a batch alone implies its goods), everything belongs to one
 * enterprise (the chosen one, if any), and the report is a stored attachment or document.
 */
async function checkData(tx: TransactionClient, ctx: ServiceContext, input: TQualityCheckFields) {
  const requested = enterpriseForWrite(ctx.scope, input.enterpriseId);
  const batch =
    input.batchId === null
      ? null
      : await tx.batch.findUnique({
          where: { id: input.batchId },
          select: { id: true, enterpriseId: true, goodsId: true },
        });
  if (input.batchId !== null && (!batch || !isInScope(ctx.scope, batch.enterpriseId)))
    throw badField("batchId", "error.referenceMissing");
  const goodsId = input.goodsId ?? batch?.goodsId ?? null;
  const goods =
    goodsId === null
      ? null
      : await tx.goods.findUnique({ where: { id: goodsId }, select: { id: true, enterpriseId: true } });
  if (!goods || !isInScope(ctx.scope, goods.enterpriseId)) throw badField("goodsId", "error.referenceMissing");
  if (batch && batch.goodsId !== goods.id) throw badField("goodsId", "error.checkGoodsBatchMismatch");
  const enterpriseId = batch?.enterpriseId ?? goods.enterpriseId;
  if (goods.enterpriseId !== enterpriseId) throw badField("goodsId", "error.checkEnterpriseMismatch");
  if (requested !== null && requested !== enterpriseId)
    throw badField(batch ? "batchId" : "goodsId", "error.checkEnterpriseMismatch");
  if (input.reportUploadId !== null) {
    const upload = await tx.upload.findUnique({ where: { id: input.reportUploadId }, select: { kind: true } });
    // A report is a file (an attachment, which may be a scan, or a document), not a page image.
    if (!upload || (upload.kind !== "attach" && upload.kind !== "document"))
      throw badField("reportUploadId", "error.checkReportMissing");
  }
  return {
    enterpriseId,
    batchId: batch?.id ?? null,
    goodsId: goods.id,
    organisation: input.organisation,
    inspector: input.inspector,
    checkDate: fromDay(input.checkDate),
    items: input.items,
    passed: input.passed ?? passedByItems(input.items),
    reportUploadId: input.reportUploadId,
    note: input.note,
  };
}

type CheckData = Awaited<ReturnType<typeof checkData>>;

/** The recall's reason when the form leaves it empty: the failed items and what was found. */
function defaultReason(data: CheckData): string {
  const failed = data.items.filter((item) => !item.passed);
  const found = failed.map((item) => `${item.name}：${item.result}${item.standard ? `（标准 ${item.standard}）` : ""}`);
  const head = `质量抽检不合格（${data.organisation}，${toDay(data.checkDate)}）`;
  return (found.length ? `${head}：${found.join("；")}` : head).slice(0, 500);
}

/**
 * Starts a recall of the failed check's batch in the caller's transaction. Refused (nothing
 * written) unless the check fails and names a batch, and unless the user may create recalls.
 */
async function startRecall(
  tx: TransactionClient,
  ctx: ServiceContext,
  data: CheckData,
  request: TStartRecall,
  checkId: number | null,
): Promise<number> {
  if (!hasPermission(ctx.access, "/recall/save")) throw new AppError("FORBIDDEN");
  if (data.passed || data.batchId === null) throw badField("startRecall", "error.startRecallNeedsFailedBatch");
  const { id } = await insertRecall(
    tx,
    ctx,
    {
      enterpriseId: data.enterpriseId,
      batchIds: [data.batchId],
      title: request.title,
      level: request.level,
      notice: request.notice,
      reason: request.reason ?? defaultReason(data),
      startDate: todayInChina(),
    },
    { fromQualityCheck: checkId },
  );
  return id;
}

export async function createQualityCheck(
  ctx: ServiceContext,
  input: TQualityCheckFields,
): Promise<TSaveQualityCheckOutput> {
  return prisma.$transaction(async (tx) => {
    const data = await checkData(tx, ctx, input);
    // Checked before anything is written, so a refused recall leaves no check behind either.
    if (input.startRecall && (data.passed || data.batchId === null))
      throw badField("startRecall", "error.startRecallNeedsFailedBatch");
    const row = await tx.qualityCheck.create({ data, select: { id: true } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "quality-check",
      targetId: row.id,
      detail: { organisation: data.organisation, passed: data.passed, batchId: data.batchId, goodsId: data.goodsId },
    });
    let recallId: number | null = null;
    if (input.startRecall) {
      recallId = await startRecall(tx, ctx, data, input.startRecall, row.id);
      await tx.qualityCheck.update({ where: { id: row.id }, data: { recallId } });
    }
    return { id: row.id, recallId };
  });
}

export async function updateQualityCheck(
  ctx: ServiceContext,
  id: number,
  input: TQualityCheckFields,
): Promise<TSaveQualityCheckOutput> {
  return prisma.$transaction(async (tx) => {
    const current = await tx.qualityCheck.findUnique({
      where: { id },
      select: { enterpriseId: true, batchId: true, recallId: true },
    });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.enterpriseId);
    const data = await checkData(tx, ctx, input);
    // The recall a check started rests on its failing that batch: both stay as they were.
    if (current.recallId !== null && (data.passed || data.batchId !== current.batchId))
      throw new AppError("RULE_VIOLATION", { messageKey: "error.checkRecallLocked" });
    if (input.startRecall && current.recallId !== null) throw badField("startRecall", "error.checkHasRecall");
    await tx.qualityCheck.update({ where: { id }, data });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "quality-check",
      targetId: id,
      detail: { organisation: data.organisation, passed: data.passed, batchId: data.batchId, goodsId: data.goodsId },
    });
    let recallId = current.recallId;
    if (input.startRecall) {
      recallId = await startRecall(tx, ctx, data, input.startRecall, id);
      await tx.qualityCheck.update({ where: { id }, data: { recallId } });
    }
    return { id, recallId };
  });
}

/** A check that started a recall belongs to that recall's history and stays. */
export async function deleteQualityChecks(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.qualityCheck.findMany({
      where: { id: { in: unique } },
      select: { id: true, enterpriseId: true, recallId: true, organisation: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) {
      assertInScope(ctx.scope, row.enterpriseId);
      if (row.recallId !== null) throw new AppError("RULE_VIOLATION", { messageKey: "error.checkHasRecall" });
    }
    const { count } = await tx.qualityCheck.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "quality-check",
      targetId: unique.join(","),
      detail: { organisations: rows.map((row) => row.organisation) },
    });
    return { deleted: count };
  });
}
