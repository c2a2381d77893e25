import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import type { DbClient } from "@suyuan/db/client";
import { hasPermission } from "../auth/user-access.ts";
import type { ServiceContext } from "../service-context.ts";

// Who reviews content of a channel, and at which step. A channel's workflow is an ordered list of
// steps, each checked by the holders of one role; the channel's final step (or the workflow's
// last) publishes. A channel without a workflow has one step that any holder of the check key
// takes. Administrators (all permissions) hold every step.

export type ReviewStep = { step: number; roleId: number | null; roleName: string | null };
export type ReviewPlan = { steps: ReviewStep[]; finalStep: number };

const NO_WORKFLOW: ReviewPlan = { steps: [{ step: 1, roleId: null, roleName: null }], finalStep: 1 };

/** The review steps of each of these channels (one query for the lot). */
export async function reviewPlans(db: DbClient, channelIds: readonly number[]): Promise<Map<number, ReviewPlan>> {
  const channels = await db.channel.findMany({
    where: { id: { in: [...new Set(channelIds)] } },
    select: {
      id: true,
      finalStep: true,
      workflow: {
        select: {
          disabled: true,
          steps: { orderBy: { step: "asc" }, select: { step: true, roleId: true, role: { select: { name: true } } } },
        },
      },
    },
  });
  const plans = new Map<number, ReviewPlan>();
  for (const channel of channels) {
    const steps = channel.workflow && !channel.workflow.disabled ? channel.workflow.steps : [];
    if (steps.length === 0) {
      plans.set(channel.id, NO_WORKFLOW);
      continue;
    }
    const last = steps.length;
    const finalStep = Math.min(Math.max(channel.finalStep ?? last, 1), last);
    plans.set(channel.id, {
      steps: steps.map((step, index) => ({ step: index + 1, roleId: step.roleId, roleName: step.role.name })),
      finalStep,
    });
  }
  return plans;
}

/** The caller's role ids (read once per call). */
export async function roleIdsOf(db: DbClient, userId: number): Promise<Set<number>> {
  const links = await db.userRole.findMany({ where: { userId }, select: { roleId: true } });
  return new Set(links.map((link) => link.roleId));
}

export type Reviewer = { isAdministrator: boolean; mayCheck: boolean; roleIds: Set<number> };

export async function reviewerOf(db: DbClient, ctx: ServiceContext): Promise<Reviewer> {
  return {
    isAdministrator: ctx.access.perms === "*",
    mayCheck: hasPermission(ctx.access, CONTENT_KEYS.check),
    roleIds: await roleIdsOf(db, ctx.actor.userId),
  };
}

/** Whether the reviewer may act at `step` (1-based) of the plan. */
export function holdsStep(reviewer: Reviewer, plan: ReviewPlan, step: number): boolean {
  if (reviewer.isAdministrator) return true;
  const at = plan.steps[step - 1];
  if (!at) return false;
  return at.roleId === null ? reviewer.mayCheck : reviewer.roleIds.has(at.roleId);
}

/** Whether the reviewer holds the final step: their content is passed at once. */
export function holdsFinalStep(reviewer: Reviewer, plan: ReviewPlan): boolean {
  return holdsStep(reviewer, plan, plan.finalStep);
}
