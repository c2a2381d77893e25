import type { TCreateMemberInput } from "@suyuan/contracts/member/member-resource";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";
import { memberNameTaken } from "./member-hooks.ts";
import { endMemberSessions } from "./member-sessions.ts";
import { reorderRows } from "../list/reorder-rows.ts";

/**
 * Creates a member through the kit's service: the password is hashed here (as back-office
 * passwords are) and handed to the hooks beside the fields, so it never reaches the item or the log.
 */
export async function createMember(ctx: ServiceContext, input: TCreateMemberInput): Promise<{ id: number }> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  try {
    return await RESOURCE_SERVICES.member.create(ctx, { ...fields, passwordHash });
  } catch (error) {
    // Two creations of one username at once: the second meets the unique index.
    if (error instanceof AppError && error.fieldErrors?.username) throw memberNameTaken();
    throw error;
  }
}

/** member/check: members waiting for review become active; every id must exist. */
export async function checkMembers(ctx: ServiceContext, ids: number[]): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    if ((await tx.member.count({ where: { id: { in: unique } } })) !== unique.length) throw new AppError("NOT_FOUND");
    await tx.member.updateMany({ where: { id: { in: unique } }, data: { status: "active" } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "check",
      resource: "member",
      targetId: unique.join(","),
    });
    return { count: unique.length };
  });
}

/** member/check_name: whether a username is still free. */
export async function memberNameFree(username: string): Promise<{ result: boolean }> {
  const taken = await prisma.member.findUnique({ where: { username }, select: { id: true } });
  return { result: !taken };
}

/** An administrator sets a member's password; the member's sessions end. */
export async function resetMemberPassword(ctx: ServiceContext, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    const member = await tx.member.findUnique({ where: { id }, select: { username: true } });
    if (!member) throw new AppError("NOT_FOUND");
    await tx.member.update({ where: { id }, data: { passwordHash } });
    const ended = await endMemberSessions(tx, id);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "reset-password",
      resource: "member",
      targetId: id,
      detail: { sessionsEnded: ended },
    });
  });
}

/** group/priority: a new order for many groups at once; `regDefId` becomes the only registration default. */
export function prioritizeMemberGroups(
  ctx: ServiceContext,
  input: { ids: number[]; priorities: number[]; regDefId?: number | undefined },
): Promise<{ count: number }> {
  const { regDefId } = input;
  return reorderRows(ctx, {
    model: "memberGroup",
    resource: "memberGroup",
    ids: input.ids,
    dataOf: (index) => ({ priority: input.priorities[index]! }),
    detail: { ids: input.ids, priorities: input.priorities, regDefId: regDefId ?? null },
    also: async (tx) => {
      if (regDefId === undefined) return;
      if (!(await tx.memberGroup.findUnique({ where: { id: regDefId }, select: { id: true } })))
        throw new AppError("NOT_FOUND");
      await tx.memberGroup.updateMany({ where: { id: { not: regDefId } }, data: { regDef: false } });
      await tx.memberGroup.update({ where: { id: regDefId }, data: { regDef: true } });
    },
  });
}
