import type { TRecallFields } from "@suyuan/contracts/recall/recall-resource";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { storedDayText } from "../../lib/stored-day.ts";
import { assertInScope, enterpriseForWrite, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

// What recalls do beyond the kit's list, get, create and update (recall-hooks.ts): closing, the
// close note, and the checks a new recall's batches pass (also for a failed spot check's recall).

/** Calendar dates are DATE columns: midnight UTC in JavaScript, yyyy-MM-dd on the wire. */
export const toDay = storedDayText;
export const fromDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

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

/** The recall as the transaction sees it, within the scope. */
async function currentRecall(tx: TransactionClient, ctx: ServiceContext, id: number) {
  const current = await tx.recall.findUnique({ where: { id }, select: { enterpriseId: true, status: true } });
  if (!current) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, current.enterpriseId);
  return current;
}

export const closedError = () => new AppError("RULE_VIOLATION", { messageKey: "error.recallClosed" });

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
