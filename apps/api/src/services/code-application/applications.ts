import {
  SELLER_ENTERPRISE_TYPES,
  type TCodeApplicationFields,
  type TCodeApplicationItem,
} from "@suyuan/contracts/code-application/code-application-fields";
import type {
  TCodeApplicationFilters,
  TFindCodeApplicationsInput,
  TFindApplyChoicesInput,
  TCodeApplicationDetail,
} from "@suyuan/contracts/code-application/code-application-operations";
import type { TListOutput, TOption } from "@suyuan/contracts/common/list";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseForWrite, enterpriseWhere } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { column, jsonRow, related, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { iterateList, listPage } from "../list/list-page.ts";
import type { ServiceContext } from "../service-context.ts";
import { queueCodeGeneration, startQueuedCodeGeneration } from "./generation.ts";
import { containsText } from "../list/text-match.ts";

const APPLICATION_SELECT = {
  id: true,
  enterprise: { select: { id: true, name: true } },
  goods: { select: { id: true, name: true } },
  applicantKind: true,
  applicantId: true,
  quantity: true,
  reason: true,
  status: true,
  examineOpinion: true,
  examinedAt: true,
  examinedBy: true,
  generationStatus: true,
  generatedCount: true,
  generationError: true,
  generatedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CodeApplicationSelect;

type Row = Prisma.CodeApplicationGetPayload<{ select: typeof APPLICATION_SELECT }>;

/** Usernames of the given users, one query for a whole page. */
async function usernames(ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await prisma.user.findMany({ where: { id: { in: wanted } }, select: { id: true, username: true } });
  return new Map(users.map((user) => [user.id, user.username]));
}

function toItem(row: Row, names: Map<number, string>): TCodeApplicationItem {
  const { applicantId, examinedBy: _examinedBy, ...rest } = row;
  const applicantName = applicantId === null ? undefined : names.get(applicantId);
  return {
    ...rest,
    applicantKind: row.applicantKind as TCodeApplicationItem["applicantKind"],
    status: row.status as TCodeApplicationItem["status"],
    generationStatus: row.generationStatus as TCodeApplicationItem["generationStatus"],
    applicant:
      applicantId !== null && applicantName !== undefined ? { id: applicantId, username: applicantName } : null,
  };
}

// The list and its export as one statement (kit/sql-list-json.ts); the applicant is named in it.
const APPLICATIONS = listStatementOf("codeApplication", {
  id: column("id"),
  enterprise: related("enterprise", ["id", "name"]),
  goods: related("goods", ["id", "name"]),
  applicantKind: column("applicantKind"),
  quantity: column("quantity"),
  reason: column("reason"),
  status: column("status"),
  examineOpinion: column("examineOpinion"),
  examinedAt: column("examinedAt"),
  generationStatus: column("generationStatus"),
  generatedCount: column("generatedCount"),
  generationError: column("generationError"),
  generatedAt: column("generatedAt"),
  createdAt: column("createdAt"),
  updatedAt: column("updatedAt"),
  applicant: sql(() => jsonRow("SELECT u.id, u.username FROM app_user u WHERE u.id = t.applicant_id")),
});

/** Dates are chosen in China's time zone: a day runs from 00:00 +08:00 to the next. */
function createdRange(from?: string, to?: string): Prisma.DateTimeFilter | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: new Date(`${from}T00:00:00+08:00`) } : {}),
    ...(to ? { lt: new Date(new Date(`${to}T00:00:00+08:00`).getTime() + 86_400_000) } : {}),
  };
}

function applicationWhere(ctx: ServiceContext, filters: TCodeApplicationFilters): Prisma.CodeApplicationWhereInput {
  return {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        enterpriseId: filters.enterpriseId,
        goodsId: filters.goodsId,
        status: filters.status,
        generationStatus: filters.generationStatus,
        applicantKind: filters.applicantKind,
        createdAt: createdRange(filters.from, filters.to),
      },
    ],
  };
}

export async function findCodeApplications(
  ctx: ServiceContext,
  input: TFindCodeApplicationsInput,
): Promise<TListOutput<TCodeApplicationItem>> {
  const { page, pageSize, sortDir } = input;
  // Newest first by default; the id breaks ties so pages never overlap. Indexes end in (created_at, id).
  const sortBy = input.sortBy ?? "createdAt";
  return listPage(APPLICATIONS, { where: applicationWhere(ctx, input), sortBy, direction: sortDir, page, pageSize });
}

export function iterateCodeApplications(
  ctx: ServiceContext,
  filters: TCodeApplicationFilters,
): AsyncGenerator<TCodeApplicationItem> {
  return iterateList<TCodeApplicationItem>(APPLICATIONS, applicationWhere(ctx, filters));
}

/** The application if it exists and is in the caller's scope (else NOT_FOUND, revealing nothing). */
export async function applicationInScope(ctx: ServiceContext, id: number, db: Prisma.TransactionClient = prisma) {
  const row = await db.codeApplication.findUnique({
    where: { id },
    select: {
      id: true,
      enterpriseId: true,
      goodsId: true,
      quantity: true,
      status: true,
      generationStatus: true,
      generatedCount: true,
    },
  });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterpriseId);
  return row;
}

export async function getCodeApplication(
  ctx: ServiceContext,
  id: number,
  publicBaseUrl: string | null = null,
): Promise<TCodeApplicationDetail> {
  const row = await prisma.codeApplication.findUnique({ where: { id }, select: APPLICATION_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  const names = await usernames([row.applicantId, row.examinedBy]);
  // Bindings only exist once the codes are usable; group them by batch in serial order.
  const groups =
    row.generationStatus === "done"
      ? await prisma.traceCode.groupBy({
          by: ["batchId"],
          where: { applicationId: id, batchId: { not: null } },
          _count: { _all: true },
          _min: { serial: true },
          _max: { serial: true },
        })
      : [];
  const batchIds = groups.map((group) => group.batchId).filter((batchId): batchId is number => batchId !== null);
  const batches = batchIds.length
    ? await prisma.batch.findMany({ where: { id: { in: batchIds } }, select: { id: true, batchNo: true } })
    : [];
  const batchNo = new Map(batches.map((batch) => [batch.id, batch.batchNo]));
  const bindings = groups
    .flatMap((group) =>
      group.batchId === null
        ? []
        : [
            {
              batch: { id: group.batchId, batchNo: batchNo.get(group.batchId) ?? String(group.batchId) },
              count: group._count._all,
              fromSerial: group._min.serial ?? 0,
              toSerial: group._max.serial ?? 0,
            },
          ],
    )
    .sort((a, b) => a.fromSerial - b.fromSerial);
  const examinerName = row.examinedBy === null ? undefined : names.get(row.examinedBy);
  return {
    ...toItem(row, names),
    examiner:
      row.examinedBy !== null && examinerName !== undefined ? { id: row.examinedBy, username: examinerName } : null,
    bindings,
    boundCount: bindings.reduce((sum, binding) => sum + binding.count, 0),
    publicBaseUrl,
  };
}

const fieldError = (field: string, messageKey: string) =>
  new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });

/**
 * Only an approved enterprise applies, only for its own approved goods. Members always apply for
 * their own enterprise. Sales and circulation enterprises apply as sellers.
 */
async function prepare(tx: TransactionClient, ctx: ServiceContext, input: TCodeApplicationFields) {
  const enterpriseId = enterpriseForWrite(ctx.scope, input.enterpriseId);
  if (enterpriseId === null) throw fieldError("enterpriseId", "validation.required");
  const enterprise = await tx.enterprise.findUnique({
    where: { id: enterpriseId },
    select: { id: true, status: true, type: true },
  });
  if (!enterprise) throw fieldError("enterpriseId", "error.referenceMissing");
  if (enterprise.status !== "approved") throw fieldError("enterpriseId", "error.enterpriseNotApproved");
  const goods = await tx.goods.findUnique({
    where: { id: input.goodsId },
    select: { enterpriseId: true, status: true, name: true },
  });
  if (!goods || goods.enterpriseId !== enterpriseId || goods.status !== "approved")
    throw fieldError("goodsId", "error.goodsNotApproved");
  return {
    data: {
      enterpriseId,
      goodsId: input.goodsId,
      quantity: input.quantity,
      reason: input.reason,
      applicantKind: SELLER_ENTERPRISE_TYPES.includes(enterprise.type) ? "seller" : "enterprise",
    },
    goodsName: goods.name,
  };
}

export async function createCodeApplication(
  ctx: ServiceContext,
  input: TCodeApplicationFields,
): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const { data, goodsName } = await prepare(tx, ctx, input);
    const row = await tx.codeApplication.create({
      data: { ...data, applicantId: ctx.actor.userId },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "code-application",
      targetId: row.id,
      detail: { goods: goodsName, quantity: input.quantity, applicantKind: data.applicantKind },
    });
    return row;
  });
}

/** Pending applications only: once examined, an application is a record of what was decided. */
export async function updateCodeApplication(
  ctx: ServiceContext,
  id: number,
  input: TCodeApplicationFields,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await applicationInScope(ctx, id, tx);
    if (current.status !== "pending")
      throw new AppError("RULE_VIOLATION", { messageKey: "error.applicationNotPending" });
    const { data, goodsName } = await prepare(tx, ctx, input);
    // Conditional on still pending, so a concurrent approval cannot be overwritten.
    const { count } = await tx.codeApplication.updateMany({ where: { id, status: "pending" }, data });
    if (count !== 1) throw new AppError("RULE_VIOLATION", { messageKey: "error.applicationNotPending" });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "code-application",
      targetId: id,
      detail: { goods: goodsName, quantity: input.quantity },
    });
  });
}

export async function deleteCodeApplications(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.codeApplication.findMany({
      where: { id: { in: unique } },
      select: { id: true, enterpriseId: true, status: true, quantity: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    if (rows.some((row) => row.status !== "pending"))
      throw new AppError("RULE_VIOLATION", { messageKey: "error.applicationNotPending" });
    const { count } = await tx.codeApplication.deleteMany({ where: { id: { in: unique }, status: "pending" } });
    if (count !== unique.length) throw new AppError("RULE_VIOLATION", { messageKey: "error.applicationNotPending" });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "code-application",
      targetId: unique.join(","),
      detail: { quantities: rows.map((row) => row.quantity) },
    });
    return { deleted: count };
  });
}

/**
 * Approve or reject a pending application. Approval only queues the generation (in the same
 * transaction), so it answers at once whatever the quantity; a worker writes the codes in short
 * transactions afterwards. Rejected and pending applications never have codes.
 */
export async function examineCodeApplication(
  ctx: ServiceContext,
  input: { id: number; approve: boolean; opinion: string },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await applicationInScope(ctx, input.id, tx);
    if (current.status !== "pending") throw new AppError("RULE_VIOLATION", { messageKey: "error.notPending" });
    const { count } = await tx.codeApplication.updateMany({
      where: { id: input.id, status: "pending" },
      data: {
        status: input.approve ? "approved" : "rejected",
        examineOpinion: input.opinion || null,
        examinedAt: new Date(),
        examinedBy: ctx.actor.userId,
        ...(input.approve ? { generationStatus: "queued", generatedCount: 0, generationError: null } : {}),
      },
    });
    if (count !== 1) throw new AppError("RULE_VIOLATION", { messageKey: "error.notPending" });
    if (input.approve) await queueCodeGeneration(tx, input.id);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.approve ? "approve" : "reject",
      resource: "code-application",
      targetId: input.id,
      detail: { quantity: current.quantity, opinion: input.opinion },
    });
  });
  if (input.approve) startQueuedCodeGeneration();
}

/** Queues a failed generation again, once its partial codes are gone. */
export async function retryCodeGeneration(ctx: ServiceContext, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await applicationInScope(ctx, id, tx);
    const { count } = await tx.codeApplication.updateMany({
      where: { id, status: "approved", generationStatus: "failed", generatedCount: 0 },
      data: { generationStatus: "queued", generationError: null },
    });
    if (count !== 1) throw new AppError("RULE_VIOLATION", { messageKey: "error.generationNotFailed" });
    await queueCodeGeneration(tx, id);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "retry-generation",
      resource: "code-application",
      targetId: id,
      detail: { quantity: current.quantity },
    });
  });
  startQueuedCodeGeneration();
}

/** Approved enterprises in scope, or the approved goods of one enterprise (for the form and filters). */
export async function findApplyChoices(ctx: ServiceContext, input: TFindApplyChoicesInput): Promise<TOption[]> {
  const name = input.name ? containsText(input.name) : undefined;
  if (input.kind === "enterprise") {
    return prisma.enterprise.findMany({
      where: {
        ...(ctx.scope.kind === "enterprise" ? { id: ctx.scope.enterpriseId } : {}),
        status: "approved",
        name,
      },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
      take: 50,
    });
  }
  const enterpriseId = ctx.scope.kind === "enterprise" ? ctx.scope.enterpriseId : input.enterpriseId;
  if (enterpriseId === undefined) return [];
  if (input.enterpriseId !== undefined && input.enterpriseId !== enterpriseId) return [];
  return prisma.goods.findMany({
    where: { enterpriseId, status: "approved", name },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
    take: 50,
  });
}
