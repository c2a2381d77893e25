import {
  CONTENT_STATUS,
  CONTENT_TRANSITIONS,
  canApply,
  type ContentAction,
} from "@suyuan/contracts/content/content-status";
import type {
  TCheckContentInput,
  TContentIdsInput,
  TRejectContentInput,
} from "@suyuan/contracts/content/content-actions";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";
import { recordContentEvent } from "./content-history.ts";
import { holdsStep, reviewerOf, reviewPlans, type ReviewPlan, type Reviewer } from "./content-review.ts";
import { contentInSite, type ActionRow } from "./content-scope.ts";
import { staticPagesAfterContentChange } from "../static-pages/content-change.ts";

// The status changes of the workflow. Each call checks every item against the one transition
// table (content-status.ts) before it changes any, updates each only from the status and step
// just read (so a concurrent action cannot apply twice: the later one finds nothing and fails),
// and writes the history and the operation log in the same transaction.

export type NextState = { status: number; checkStep: number };

/** The refusal of `action` for an item: the table's own message, naming the item. */
export function refusalOf(action: ContentAction, row: { title: string }): AppError {
  return new AppError("RULE_VIOLATION", {
    messageKey: CONTENT_TRANSITIONS[action].refusal,
    params: { title: row.title },
  });
}

export function changedMeanwhile(row: { title: string }): AppError {
  return new AppError("RULE_VIOLATION", { messageKey: "content.changedMeanwhile", params: { title: row.title } });
}

/** Refuses the whole call when any item may not take the action (nothing is written then). */
export function assertAllowed(action: ContentAction, rows: readonly ActionRow[]) {
  const refused = rows.find((row) => !canApply(action, row.status));
  if (refused) throw refusalOf(action, refused);
}

/** Moves one item to `next`, only from the state it was read in; records it. */
export async function moveItem(
  tx: TransactionClient,
  ctx: ServiceContext,
  row: ActionRow,
  next: NextState,
  event: { operation: string; opinion?: string | null; step?: number | null; detail?: Record<string, number | string> },
) {
  const { count } = await tx.content.updateMany({
    where: { id: row.id, status: row.status, checkStep: row.checkStep },
    data: { status: next.status, checkStep: next.checkStep, updatedById: ctx.actor.userId },
  });
  if (count !== 1) throw changedMeanwhile(row);
  await recordContentEvent(tx, ctx, {
    contentId: row.id,
    title: row.title,
    operation: event.operation,
    fromStatus: row.status,
    toStatus: next.status,
    step: event.step ?? null,
    opinion: event.opinion ?? null,
    ...(event.detail ? { detail: event.detail } : {}),
  });
}

type Decide = (row: ActionRow, plan: ReviewPlan, reviewer: Reviewer) => NextState;

/** One status action over many items, all or nothing. */
async function transition(
  ctx: ServiceContext,
  action: ContentAction,
  ids: readonly number[],
  decide: Decide,
  opinion: string | null = null,
  precheck?: (tx: TransactionClient, rows: ActionRow[]) => Promise<void>,
): Promise<{ count: number }> {
  return prisma.$transaction(async (tx) => {
    const rows = await contentInSite(tx, ctx, ids);
    assertAllowed(action, rows);
    await precheck?.(tx, rows);
    const plans = await reviewPlans(
      tx,
      rows.map((row) => row.channelId),
    );
    const reviewer = await reviewerOf(tx, ctx);
    const decisions = rows.map((row) => decide(row, plans.get(row.channelId)!, reviewer));
    for (const [index, row] of rows.entries()) {
      const next = decisions[index]!;
      const reviewStep = action === "check" || action === "reject" ? next.checkStep : null;
      await moveItem(tx, ctx, row, next, { operation: action, opinion, step: reviewStep });
    }
    await staticPagesAfterContentChange(tx, rows, ctx.actor);
    return { count: rows.length };
  });
}

/** The step an item waits at: the one after those passed (passed items: the final one). */
export function waitingStep(row: { status: number; checkStep: number }, plan: ReviewPlan): number {
  return row.status === CONTENT_STATUS.passed ? plan.finalStep : Math.min(row.checkStep + 1, plan.finalStep);
}

function assertReviewer(row: ActionRow, plan: ReviewPlan, reviewer: Reviewer) {
  const step = waitingStep(row, plan);
  if (!holdsStep(reviewer, plan, step))
    throw new AppError("FORBIDDEN", { messageKey: "content.notReviewer", params: { title: row.title, step } });
  return step;
}

/** Drafts and returned items go to review, from its first step. */
export function submitContent(ctx: ServiceContext, input: TContentIdsInput) {
  return transition(ctx, "submit", input.ids, () => ({ status: CONTENT_STATUS.checking, checkStep: 0 }));
}

/** One review step further; the final step passes the item. Only holders of the waiting step's role. */
export function checkContent(ctx: ServiceContext, input: TCheckContentInput) {
  return transition(
    ctx,
    "check",
    input.ids,
    (row, plan, reviewer) => {
      const step = assertReviewer(row, plan, reviewer);
      return step >= plan.finalStep
        ? { status: CONTENT_STATUS.passed, checkStep: plan.finalStep }
        : { status: CONTENT_STATUS.checking, checkStep: step };
    },
    input.opinion,
  );
}

/**
 * Back to the writer (returned, -1), or one review step back (stays in review) when asked and
 * a step was passed. The opinion is required (the contract refuses a blank one).
 */
export function rejectContent(ctx: ServiceContext, input: TRejectContentInput) {
  return transition(
    ctx,
    "reject",
    input.ids,
    (row, plan, reviewer) => {
      const step = assertReviewer(row, plan, reviewer);
      // One step back: a passed item waits at the final step again; one in review at the step before.
      if (input.oneStep && row.status === CONTENT_STATUS.passed)
        return { status: CONTENT_STATUS.checking, checkStep: plan.finalStep - 1 };
      if (input.oneStep && step > 1) return { status: CONTENT_STATUS.checking, checkStep: step - 2 };
      return { status: CONTENT_STATUS.returned, checkStep: 0 };
    },
    input.opinion,
  );
}

export function pigeonholeContent(ctx: ServiceContext, input: TContentIdsInput) {
  return transition(ctx, "pigeonhole", input.ids, (row) => ({
    status: CONTENT_STATUS.archived,
    checkStep: row.checkStep,
  }));
}

export function unpigeonholeContent(ctx: ServiceContext, input: TContentIdsInput) {
  return transition(ctx, "unpigeonhole", input.ids, (row) => ({
    status: CONTENT_STATUS.passed,
    checkStep: row.checkStep,
  }));
}

/** To the recycle bin (nothing is lost: tags, pictures and file references stay). */
export function deleteContent(ctx: ServiceContext, input: TContentIdsInput) {
  return transition(ctx, "delete", input.ids, (row) => ({ status: CONTENT_STATUS.recycled, checkStep: row.checkStep }));
}

/** Out of the recycle bin, as a draft: it is reviewed again before it shows. */
export function restoreContent(ctx: ServiceContext, input: TContentIdsInput) {
  return transition(
    ctx,
    "cycle_recycle",
    input.ids,
    () => ({ status: CONTENT_STATUS.draft, checkStep: 0 }),
    null,
    async (tx, rows) => {
      // Content binned with its channel (channel delete with cascade) has nowhere to go back to.
      const gone = await tx.channel.findMany({
        where: { id: { in: rows.map((row) => row.channelId) }, deletedAt: { not: null } },
        select: { id: true },
      });
      const orphan = rows.find((row) => gone.some((channel) => channel.id === row.channelId));
      if (orphan)
        throw new AppError("RULE_VIOLATION", { messageKey: "content.channelDeleted", params: { title: orphan.title } });
    },
  );
}
