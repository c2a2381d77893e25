import type { TContentRow, TReviewQueueRow } from "@suyuan/contracts/content/content-find";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { prisma, type Prisma } from "@suyuan/db/client";
import { currentSite } from "../access/site-scope.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { listPage } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { holdsStep, reviewerOf, reviewPlans, type ReviewPlan } from "./content-review.ts";
import { ROW_VALUES } from "./content-rows.ts";
import { waitingStep } from "./content-transitions.ts";

/** The queue's rows as the content list's (kit/sql-list-json.ts). */
const CONTENT_ROWS = listStatementOf("content", ROW_VALUES);

const WAITING = [CONTENT_STATUS.checking, CONTENT_STATUS.contributed];

/** Which items of a channel wait at a step the reviewer holds, as a condition on checkStep. */
function heldSteps(plan: ReviewPlan, holds: (step: number) => boolean): Prisma.ContentWhereInput[] {
  const conditions: Prisma.ContentWhereInput[] = [];
  const before = [];
  for (let step = 1; step < plan.finalStep; step += 1) if (holds(step)) before.push(step - 1);
  if (before.length) conditions.push({ checkStep: { in: before } });
  // An item past the steps before the final one waits at the final one.
  if (holds(plan.finalStep)) conditions.push({ checkStep: { gte: plan.finalStep - 1 } });
  return conditions;
}

/**
 * The review queue: items in review (or contributed) on the caller's site that wait at a step
 * whose role the caller holds (administrators: all of them), oldest first.
 */
export async function findReviewQueue(
  ctx: ServiceContext,
  input: { page: number; pageSize: number; channelId?: number | undefined; title?: string | undefined },
): Promise<TListOutput<TReviewQueueRow>> {
  const siteId = currentSite(ctx);
  const channels = await prisma.channel.findMany({
    where: { siteId, ...(input.channelId ? { id: input.channelId } : {}) },
    select: { id: true },
  });
  const plans = await reviewPlans(
    prisma,
    channels.map((channel) => channel.id),
  );
  const reviewer = await reviewerOf(prisma, ctx);
  const byChannel: Prisma.ContentWhereInput[] = [];
  for (const [channelId, plan] of plans) {
    const steps = heldSteps(plan, (step) => holdsStep(reviewer, plan, step));
    if (steps.length) byChannel.push({ channelId, OR: steps });
  }
  const where: Prisma.ContentWhereInput = {
    siteId,
    status: { in: WAITING },
    ...(input.title ? { title: containsText(input.title) } : {}),
    OR: byChannel.length ? byChannel : [{ id: -1 }],
  };
  const { page, pageSize } = input;
  const found = await listPage<TContentRow>(CONTENT_ROWS, {
    where,
    sortBy: "updatedAt",
    direction: "asc",
    page,
    pageSize,
  });
  return {
    ...found,
    items: found.items.map((row) => {
      const plan = plans.get(row.channelId)!;
      const step = waitingStep(row, plan);
      return { ...row, waitingStep: step, stepRoleName: plan.steps[step - 1]?.roleName ?? null };
    }),
  };
}
