import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TFindRecallsInput, TRecallFilters } from "@suyuan/contracts/recall/find-recalls";
import type { TRecallFields, TRecallItem, TRecallLevel, TRecallStatus } from "@suyuan/contracts/recall/recall-fields";
import { prisma, type DbClient, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseForWrite, enterpriseWhere, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { cappedPage } from "../list/capped-page.ts";
import { iterateById } from "../list/iterate-by-id.ts";
import type { ServiceContext } from "../service-context.ts";

/** Calendar dates are DATE columns: midnight UTC in JavaScript, yyyy-MM-dd on the wire. */
export const toDay = (date: Date): string => date.toISOString().slice(0, 10);
export const fromDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** Today in China (the product's users' calendar), as yyyy-MM-dd. */
export function todayInChina(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

const RECALL_SELECT = {
  id: true,
  enterprise: { select: { id: true, name: true } },
  title: true,
  reason: true,
  level: true,
  startDate: true,
  status: true,
  notice: true,
  closedAt: true,
  closedBy: true,
  closeNote: true,
  createdAt: true,
  updatedAt: true,
  batches: {
    select: {
      batch: {
        select: { id: true, batchNo: true, productionDate: true, goods: { select: { id: true, name: true } } },
      },
    },
    orderBy: { batchId: "asc" },
  },
  qualityChecks: { select: { id: true }, orderBy: { id: "asc" } },
} satisfies Prisma.RecallSelect;

type RecallRow = Prisma.RecallGetPayload<{ select: typeof RECALL_SELECT }>;

/** Rows to items; the closing users' names are read in one query for the whole page. */
async function toItems(db: DbClient, rows: RecallRow[]): Promise<TRecallItem[]> {
  const closerIds = [...new Set(rows.flatMap((row) => (row.closedBy === null ? [] : [row.closedBy])))];
  const closers = closerIds.length
    ? await db.user.findMany({ where: { id: { in: closerIds } }, select: { id: true, username: true } })
    : [];
  const names = new Map(closers.map((user) => [user.id, user.username]));
  return rows.map(({ batches, qualityChecks, closedBy, level, startDate, status, ...row }) => ({
    ...row,
    level: level as TRecallLevel,
    status: status as TRecallStatus,
    startDate: toDay(startDate),
    // A deleted user still closed the recall: keep the id, show it without a name.
    closedBy: closedBy === null ? null : { id: closedBy, username: names.get(closedBy) ?? `#${closedBy}` },
    batches: batches.map(({ batch }) => ({
      id: batch.id,
      batchNo: batch.batchNo,
      goods: batch.goods,
      productionDate: toDay(batch.productionDate),
    })),
    qualityCheckIds: qualityChecks.map((check) => check.id),
  }));
}

function recallWhere(ctx: ServiceContext, filters: Partial<TRecallFilters>): Prisma.RecallWhereInput {
  const startDate: Prisma.DateTimeFilter = {};
  if (filters.from) startDate.gte = fromDay(filters.from);
  if (filters.to) startDate.lte = fromDay(filters.to);
  return {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        title: filters.title ? { contains: filters.title, mode: "insensitive" } : undefined,
        enterpriseId: filters.enterpriseId,
        status: filters.status,
        level: filters.level,
        startDate: filters.from || filters.to ? startDate : undefined,
        batches: filters.batchNo
          ? { some: { batch: { batchNo: { contains: filters.batchNo, mode: "insensitive" } } } }
          : undefined,
      },
    ],
  };
}

export async function findRecalls(ctx: ServiceContext, input: TFindRecallsInput): Promise<TListOutput<TRecallItem>> {
  const where = recallWhere(ctx, input);
  const orderBy: Prisma.RecallOrderByWithRelationInput[] = [
    { [input.sortBy ?? "createdAt"]: input.sortDir },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.recall.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      toItems(prisma, await prisma.recall.findMany({ where, orderBy, select: RECALL_SELECT, skip, take })),
  });
}

export async function getRecall(ctx: ServiceContext, id: number): Promise<TRecallItem> {
  const row = await prisma.recall.findUnique({ where: { id }, select: RECALL_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  const [item] = await toItems(prisma, [row]);
  if (!item) throw new AppError("NOT_FOUND");
  return item;
}

export function iterateRecalls(ctx: ServiceContext, filters: TRecallFilters): AsyncGenerator<TRecallItem> {
  const where = recallWhere(ctx, filters);
  return iterateById(async (afterId, take) =>
    toItems(
      prisma,
      await prisma.recall.findMany({
        where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
        select: RECALL_SELECT,
        orderBy: { id: "asc" },
        take,
      }),
    ),
  );
}

function badField(field: string, messageKey: string): AppError {
  return new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });
}

/**
 * The recall's enterprise (a member's own; staff must choose) and its batches: every batch must
 * exist within the user's scope (else "missing", revealing nothing) and belong to that enterprise.
 */
export async function recallEnterpriseAndBatches(
  tx: TransactionClient,
  ctx: ServiceContext,
  requestedEnterpriseId: number | null,
  batchIds: number[],
): Promise<number> {
  const enterpriseId = enterpriseForWrite(ctx.scope, requestedEnterpriseId);
  if (enterpriseId === null) throw badField("enterpriseId", "validation.required");
  if (!(await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } })))
    throw badField("enterpriseId", "error.referenceMissing");
  const batches = await tx.batch.findMany({
    where: { id: { in: batchIds } },
    select: { id: true, enterpriseId: true },
  });
  const visible = batches.filter((batch) => isInScope(ctx.scope, batch.enterpriseId));
  if (visible.length !== batchIds.length) throw badField("batchIds", "error.referenceMissing");
  if (visible.some((batch) => batch.enterpriseId !== enterpriseId))
    throw badField("batchIds", "error.recallBatchEnterprise");
  return enterpriseId;
}

/**
 * Writes a new active recall and its batches inside the caller's transaction (also used by a
 * failed quality check that starts a recall). The enterprise and batches must be checked already.
 */
export async function insertRecall(
  tx: TransactionClient,
  ctx: ServiceContext,
  data: Omit<TRecallFields, "enterpriseId"> & { enterpriseId: number },
  detail: Prisma.InputJsonObject = {},
): Promise<{ id: number }> {
  const row = await tx.recall.create({
    data: {
      enterpriseId: data.enterpriseId,
      title: data.title,
      reason: data.reason,
      level: data.level,
      startDate: fromDay(data.startDate),
      notice: data.notice,
      status: "active",
      batches: { create: data.batchIds.map((batchId) => ({ batchId })) },
    },
    select: { id: true },
  });
  await recordOperation(tx, {
    actor: ctx.actor,
    meta: ctx.meta,
    operation: "create",
    resource: "recall",
    targetId: row.id,
    detail: { title: data.title, level: data.level, batchIds: data.batchIds, ...detail },
  });
  return row;
}

export async function createRecall(ctx: ServiceContext, input: TRecallFields): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const enterpriseId = await recallEnterpriseAndBatches(tx, ctx, input.enterpriseId, input.batchIds);
    return insertRecall(tx, ctx, { ...input, enterpriseId });
  });
}

/** The recall as the transaction sees it, within the scope. */
async function currentRecall(tx: TransactionClient, ctx: ServiceContext, id: number) {
  const current = await tx.recall.findUnique({ where: { id }, select: { enterpriseId: true, status: true } });
  if (!current) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, current.enterpriseId);
  return current;
}

const closedError = () => new AppError("RULE_VIOLATION", { messageKey: "error.recallClosed" });

/** Only an active recall changes; the conditional update keeps a concurrent close from slipping in between. */
export async function updateRecall(ctx: ServiceContext, id: number, input: TRecallFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await currentRecall(tx, ctx, id);
    if (current.status !== "active") throw closedError();
    const enterpriseId = await recallEnterpriseAndBatches(tx, ctx, input.enterpriseId, input.batchIds);
    const { count } = await tx.recall.updateMany({
      where: { id, status: "active" },
      data: {
        enterpriseId,
        title: input.title,
        reason: input.reason,
        level: input.level,
        startDate: fromDay(input.startDate),
        notice: input.notice,
      },
    });
    if (count === 0) throw closedError();
    await tx.recallBatch.deleteMany({ where: { recallId: id, batchId: { notIn: input.batchIds } } });
    await tx.recallBatch.createMany({
      data: input.batchIds.map((batchId) => ({ recallId: id, batchId })),
      skipDuplicates: true,
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "recall",
      targetId: id,
      detail: { title: input.title, level: input.level, batchIds: input.batchIds },
    });
  });
}

/** Ends an active recall. Its row and batches stay: the history of what was recalled, when and why. */
export async function closeRecall(ctx: ServiceContext, id: number, closeNote: string | null): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await currentRecall(tx, ctx, id);
    if (current.status !== "active") throw closedError();
    const { count } = await tx.recall.updateMany({
      where: { id, status: "active" },
      data: { status: "closed", closedAt: new Date(), closedBy: ctx.actor.userId, closeNote },
    });
    if (count === 0) throw closedError();
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "close",
      resource: "recall",
      targetId: id,
      detail: { closeNote },
    });
  });
}

/** The close note is the one thing that can still change on a closed recall. */
export async function updateCloseNote(ctx: ServiceContext, id: number, closeNote: string | null): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await currentRecall(tx, ctx, id);
    if (current.status !== "closed") throw new AppError("RULE_VIOLATION", { messageKey: "error.recallNotClosed" });
    await tx.recall.update({ where: { id }, data: { closeNote } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update-close-note",
      resource: "recall",
      targetId: id,
      detail: { closeNote },
    });
  });
}
