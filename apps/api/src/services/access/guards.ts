import { lockForTransaction } from "@suyuan/db/advisory-lock";
import type { TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { UserAccess } from "../auth/user-access.ts";
import type { ServiceContext } from "../service-context.ts";
import { userScopeWhere } from "./user-scope.ts";

type RoleRights = { allPerms: boolean; perms: string[] };

/** A role is within an actor's rights when everything it grants, the actor holds too. */
export function isWithinRights(access: UserAccess, role: RoleRights): boolean {
  if (access.perms === "*") return true;
  if (role.allPerms) return false;
  const held = new Set(access.perms);
  return role.perms.every((key) => held.has(key));
}

/** No privilege escalation: only "*" may grant "*", and others only keys they hold. */
export function assertCanGrant(access: UserAccess, role: RoleRights): void {
  if (!isWithinRights(access, role)) throw new AppError("FORBIDDEN");
}

/**
 * The actor may manage this user: the user is in the actor's enterprise and site scope (else NOT_FOUND)
 * and holds no role beyond the actor's rights (else FORBIDDEN).
 */
export async function assertCanManageUser(tx: TransactionClient, ctx: ServiceContext, userId: number) {
  // Out of the actor's enterprise or sites reads as "not found", revealing nothing.
  const user = await tx.user.findFirst({
    where: { AND: [{ id: userId }, userScopeWhere(ctx)] },
    select: { id: true, username: true, roles: { select: { role: { select: { allPerms: true, perms: true } } } } },
  });
  if (!user) throw new AppError("NOT_FOUND");
  for (const { role } of user.roles) assertCanGrant(ctx.access, role);
  return user;
}

/**
 * Serialises changes that could remove super-admins; call first in the transaction, then
 * `assertSuperAdminRemains` after the change, so concurrent changes cannot both remove the last one.
 */
export async function lockSuperAdmins(tx: TransactionClient): Promise<void> {
  await lockForTransaction(tx, "suyuan:super-admins");
}

export async function assertSuperAdminRemains(tx: TransactionClient): Promise<void> {
  const remaining = await tx.user.count({ where: { enabled: true, roles: { some: { role: { allPerms: true } } } } });
  if (remaining === 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.lastSuperAdmin" });
}
