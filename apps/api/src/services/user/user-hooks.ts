import { AppError } from "../../lib/app-error.ts";
import { column } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { enterpriseForWrite } from "../access/enterprise-scope.ts";
import { assertCanManageUser, assertSuperAdminRemains, lockSuperAdmins } from "../access/guards.ts";
import { userScopeWhere } from "../access/user-scope.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import { assertAssignable } from "./assignable.ts";
import { assertRankAllowed } from "./user-rank.ts";

export function usernameTaken(): AppError {
  return new AppError("USERNAME_TAKEN", { fieldErrors: { username: ["error.usernameTaken"] } });
}

const cannotChangeSelf = () => new AppError("RULE_VIOLATION", { messageKey: "error.cannotDeleteSelf" });

/**
 * Users' rules. An actor sees and manages only users in their enterprise and sites, holding no
 * role beyond the actor's rights; hands out only roles and sites within them; never deletes or
 * disables themselves; and an enabled super-admin always remains. Ranks: an actor gives no rank
 * above their own and changes no user ranked above them (user-rank.ts). The username is set once (on
 * creation, with the password hash user.create computed); disabling ends the user's sessions.
 */
export const userHooks: ResourceHooks = {
  scope: (ctx) => userScopeWhere(ctx),
  computed: { lastLoginAt: column("lastLoginAt") },

  async prepare(tx, ctx, data, current, input) {
    const columns = { ...data };
    if (current) {
      const id = current.id as number;
      await lockSuperAdmins(tx);
      await assertCanManageUser(tx, ctx, id);
      if (id === ctx.actor.userId && columns.enabled === false) throw cannotChangeSelf();
      delete columns.username;
      // A new password given with the update (the origin's admin/*_update): set with the rest.
      if (typeof input.passwordHash === "string") {
        columns.passwordHash = input.passwordHash;
        columns.passwordChangedAt = new Date();
      }
    } else {
      if (await tx.user.findUnique({ where: { username: input.username as string }, select: { id: true } }))
        throw usernameTaken();
      columns.passwordHash = input.passwordHash;
    }
    await assertRankAllowed(tx, ctx, (columns.rank as number | undefined) ?? 0, current);
    columns.enterpriseId = enterpriseForWrite(ctx.scope, (columns.enterpriseId as number | null | undefined) ?? null);
    await assertAssignable(tx, ctx, {
      roleIds: input.roleIds as number[],
      siteIds: input.siteIds as number[],
      enterpriseId: columns.enterpriseId as number | null,
    });
    return columns;
  },

  async afterWrite(tx, _ctx, id, data, current) {
    if (!current) return;
    if (current.enabled === true && data.enabled === false) await revokeUserSessions(tx, id, "disabled");
    else if (data.passwordHash !== undefined) await revokeUserSessions(tx, id, "password-reset");
    await assertSuperAdminRemains(tx);
  },

  async beforeDelete(tx, ctx, rows) {
    const ids = rows.map((row) => row.id as number);
    if (ids.includes(ctx.actor.userId)) throw cannotChangeSelf();
    await lockSuperAdmins(tx);
    for (const id of ids) await assertCanManageUser(tx, ctx, id);
    // The delete runs after this hook: count the enabled super-admins that are not being deleted.
    const remaining = await tx.user.count({
      where: { id: { notIn: ids }, enabled: true, roles: { some: { role: { allPerms: true } } } },
    });
    if (remaining === 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.lastSuperAdmin" });
  },
};
