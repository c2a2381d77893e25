import type {
  TFindPersonStateHistoryInput,
  TPersonStateChange,
  TUpdatePersonStateInput,
} from "@suyuan/contracts/person-info/person-state";
import { prisma, type DbClient } from "@suyuan/db/client";
import { dayDate, dayText } from "../../kit/resource-rows.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/** The household with this id on the caller's site, or "not found" (other sites' are not revealed). */
async function personInSite(db: DbClient, ctx: ServiceContext, id: number) {
  const person = await db.personInfo.findUnique({
    where: { id },
    select: { id: true, siteId: true, name: true, state: true },
  });
  if (!person || person.siteId !== currentSite(ctx)) throw new AppError("NOT_FOUND");
  return person;
}

/**
 * Changes a household's poverty state: one history row (from, to, day, reason, operator), the new
 * state and its day on the household, and the operation log, in one transaction. An unchanged
 * state is refused; a concurrent change of the same household makes the later one fail cleanly.
 */
export async function updatePersonState(ctx: ServiceContext, input: TUpdatePersonStateInput): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const person = await personInSite(tx, ctx, input.id);
    if (person.state === input.state)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.sameState",
        fieldErrors: { state: ["error.sameState"] },
      });
    const operator = await tx.user.findUnique({
      where: { id: ctx.actor.userId },
      select: { username: true, realName: true },
    });
    const changedOn = dayDate(input.date);
    // Only from the state just read: a change committed in between leaves nothing to update.
    const { count } = await tx.personInfo.updateMany({
      where: { id: person.id, state: person.state },
      data: { state: input.state, stateChangedAt: changedOn },
    });
    if (count !== 1)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.sameState",
        fieldErrors: { state: ["error.sameState"] },
      });
    await tx.personStateChange.create({
      data: {
        personId: person.id,
        fromState: person.state,
        toState: input.state,
        changedOn,
        reason: input.reason,
        operatorId: ctx.actor.userId,
        operatorName: operator?.realName || operator?.username || ctx.actor.username || "",
      },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update-state",
      resource: "personInfo",
      targetId: person.id,
      detail: { name: person.name, from: person.state, to: input.state, date: input.date },
    });
  });
}

/** The state changes of a household on the caller's site, newest first. */
export async function findPersonStateHistory(
  ctx: ServiceContext,
  input: TFindPersonStateHistoryInput,
): Promise<TPersonStateChange[]> {
  await personInSite(prisma, ctx, input.personId);
  const rows = await prisma.personStateChange.findMany({
    where: { personId: input.personId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      fromState: true,
      toState: true,
      changedOn: true,
      reason: true,
      operatorName: true,
      createdAt: true,
    },
  });
  return rows.map((row) => ({ ...row, changedOn: dayText(row.changedOn) ?? "" }));
}
