import type { TCreateUserInput } from "@suyuan/contracts/user/user-resource";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertCanManageUser, assertSuperAdminRemains, lockSuperAdmins } from "../access/guards.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";
import { usernameTaken } from "./user-hooks.ts";

/**
 * Creates a user through the kit's service: the password is hashed here and handed to the hooks
 * beside the fields, so it never reaches the generic item or the operation log.
 */
export async function createUser(ctx: ServiceContext, input: TCreateUserInput): Promise<{ id: number }> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  try {
    return await RESOURCE_SERVICES.user.create(ctx, { ...fields, passwordHash });
  } catch (error) {
    // Two creations of one username at once: the second meets the unique index.
    if (error instanceof AppError && error.fieldErrors?.username) throw usernameTaken();
    throw error;
  }
}

/** Enables or disables users; disabling ends their sessions at once. */
export async function updateUsersEnabled(
  ctx: ServiceContext,
  ids: number[],
  enabled: boolean,
): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  if (!enabled && unique.includes(ctx.actor.userId))
    throw new AppError("RULE_VIOLATION", { messageKey: "error.cannotDeleteSelf" });
  return prisma.$transaction(async (tx) => {
    await lockSuperAdmins(tx);
    for (const id of unique) await assertCanManageUser(tx, ctx, id);
    const { count } = await tx.user.updateMany({ where: { id: { in: unique } }, data: { enabled } });
    if (!enabled) for (const id of unique) await revokeUserSessions(tx, id, "disabled");
    await assertSuperAdminRemains(tx);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: enabled ? "enable" : "disable",
      resource: "user",
      targetId: unique.join(","),
    });
    return { updated: count };
  });
}

/** An administrator sets a user's password; the user's sessions end. */
export async function resetUserPassword(ctx: ServiceContext, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    const user = await assertCanManageUser(tx, ctx, id);
    await tx.user.update({ where: { id }, data: { passwordHash, passwordChangedAt: new Date() } });
    const ended = await revokeUserSessions(tx, id, "password-reset");
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "reset-password",
      resource: "user",
      targetId: id,
      detail: { username: user.username, sessionsEnded: ended },
    });
  });
}
