import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import type { TransactionClient } from "@suyuan/db/client";
import { column, count } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertCanGrant, assertSuperAdminRemains, lockSuperAdmins } from "../access/guards.ts";
import { normalisePerms } from "../permission/known-keys.ts";

type RoleRow = { id: number; key: string | null; allPerms: boolean; perms: string[] };

async function assertNameFree(tx: TransactionClient, name: string, exceptId?: number) {
  const clash = await tx.role.findFirst({
    where: { name, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.roleNameTaken",
      fieldErrors: { name: ["error.roleNameTaken"] },
    });
}

/**
 * Roles' rules: the keys are deduplicated and must be known; nobody grants what they do not hold
 * (changing a role grants what it has after and takes away what it had); built-in roles are not
 * deleted, the super-admin role keeps every permission, and an enabled super-admin always remains.
 */
export const roleHooks: ResourceHooks = {
  computed: { key: column("key"), memberCount: count("users") },

  async prepare(tx, ctx, data, current) {
    const role = current as RoleRow | null;
    if (role) {
      await lockSuperAdmins(tx);
      assertCanGrant(ctx.access, role);
    }
    const allPerms = data.allPerms === true;
    const perms = allPerms ? [] : await normalisePerms(tx, data.perms as string[]);
    assertCanGrant(ctx.access, { allPerms, perms });
    if (role?.key === SEEDED_ROLE_KEYS.superAdmin && !allPerms)
      throw new AppError("RULE_VIOLATION", { messageKey: "error.seededRole" });
    await assertNameFree(tx, data.name as string, role?.id);
    return { ...data, perms };
  },

  async afterWrite(tx, _ctx, _id, _data, current) {
    if (current) await assertSuperAdminRemains(tx);
  },

  async beforeDelete(tx, ctx, rows) {
    await lockSuperAdmins(tx);
    const ids = rows.map((row) => row.id as number);
    const roles = await tx.role.findMany({ where: { id: { in: ids } } });
    for (const role of roles) {
      if (role.key) throw new AppError("RULE_VIOLATION", { messageKey: "error.seededRole" });
      assertCanGrant(ctx.access, role);
    }
    // The delete runs after this hook: count the super-admins that keep a role not being deleted.
    const remaining = await tx.user.count({
      where: { enabled: true, roles: { some: { role: { allPerms: true, id: { notIn: ids } } } } },
    });
    if (remaining === 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.lastSuperAdmin" });
  },
};
