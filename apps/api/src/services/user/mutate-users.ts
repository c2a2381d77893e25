import type { TCreateUserInput } from "@suyuan/contracts/user/create-user";
import type { TUserFields } from "@suyuan/contracts/user/user-fields";
import { Prisma, prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { enterpriseForWrite } from "../access/enterprise-scope.ts";
import { assertCanManageUser, assertSuperAdminRemains, lockSuperAdmins } from "../access/guards.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import type { ServiceContext } from "../service-context.ts";
import { assertAssignable } from "./assignable.ts";

function usernameTaken(): AppError {
  return new AppError("USERNAME_TAKEN", { fieldErrors: { username: ["error.usernameTaken"] } });
}

export async function createUser(ctx: ServiceContext, input: TCreateUserInput): Promise<{ id: number }> {
  const enterpriseId = enterpriseForWrite(ctx.scope, input.enterpriseId);
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { username: input.username }, select: { id: true } }))
        throw usernameTaken();
      await assertAssignable(tx, ctx, { ...input, enterpriseId });
      const user = await tx.user.create({
        data: {
          username: input.username,
          passwordHash,
          realName: input.realName,
          mobile: input.mobile,
          email: input.email,
          enabled: input.enabled,
          enterpriseId,
          roles: { create: [...new Set(input.roleIds)].map((roleId) => ({ roleId })) },
          sites: { create: [...new Set(input.siteIds)].map((siteId) => ({ siteId })) },
        },
        select: { id: true },
      });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "user",
        targetId: user.id,
        detail: { username: input.username },
      });
      return user;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw usernameTaken();
    throw error;
  }
}

export async function updateUser(ctx: ServiceContext, id: number, data: TUserFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockSuperAdmins(tx);
    const current = await assertCanManageUser(tx, ctx, id);
    if (id === ctx.actor.userId && !data.enabled)
      throw new AppError("RULE_VIOLATION", { messageKey: "error.cannotDeleteSelf" });
    const enterpriseId = enterpriseForWrite(ctx.scope, data.enterpriseId);
    await assertAssignable(tx, ctx, { ...data, enterpriseId });
    await tx.userRole.deleteMany({ where: { userId: id } });
    await tx.userSite.deleteMany({ where: { userId: id } });
    const before = await tx.user.findUniqueOrThrow({ where: { id }, select: { enabled: true } });
    await tx.user.update({
      where: { id },
      data: {
        realName: data.realName,
        mobile: data.mobile,
        email: data.email,
        enabled: data.enabled,
        enterpriseId,
        roles: { create: [...new Set(data.roleIds)].map((roleId) => ({ roleId })) },
        sites: { create: [...new Set(data.siteIds)].map((siteId) => ({ siteId })) },
      },
    });
    if (before.enabled && !data.enabled) await revokeUserSessions(tx, id, "disabled");
    await assertSuperAdminRemains(tx);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "user",
      targetId: id,
      detail: { username: current.username },
    });
  });
}

export async function deleteUsers(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  if (unique.includes(ctx.actor.userId)) throw new AppError("RULE_VIOLATION", { messageKey: "error.cannotDeleteSelf" });
  return prisma.$transaction(async (tx) => {
    await lockSuperAdmins(tx);
    const users = [];
    for (const id of unique) users.push(await assertCanManageUser(tx, ctx, id));
    const { count } = await tx.user.deleteMany({ where: { id: { in: unique } } });
    await assertSuperAdminRemains(tx);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "user",
      targetId: unique.join(","),
      detail: { usernames: users.map((user) => user.username) },
    });
    return { deleted: count };
  });
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
