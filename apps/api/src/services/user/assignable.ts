import type { TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertCanGrant } from "../access/guards.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * Checks the roles, sites and enterprise a user is about to get: they exist, and the actor may
 * hand them out (roles within the actor's rights, sites the actor has).
 */
export async function assertAssignable(
  tx: TransactionClient,
  ctx: ServiceContext,
  choice: { roleIds: number[]; siteIds: number[]; enterpriseId: number | null },
): Promise<void> {
  const roleIds = [...new Set(choice.roleIds)];
  const roles = await tx.role.findMany({ where: { id: { in: roleIds } }, select: { allPerms: true, perms: true } });
  if (roles.length !== roleIds.length) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { roleIds: ["error.referenceMissing"] },
    });
  }
  for (const role of roles) assertCanGrant(ctx.access, role);

  const siteIds = [...new Set(choice.siteIds)];
  const siteCount = await tx.site.count({ where: { id: { in: siteIds } } });
  if (siteCount !== siteIds.length) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { siteIds: ["error.referenceMissing"] },
    });
  }
  const held = new Set(ctx.access.sites.map((site) => site.id));
  if (ctx.access.perms !== "*" && siteIds.some((id) => !held.has(id))) throw new AppError("FORBIDDEN");

  if (
    choice.enterpriseId !== null &&
    !(await tx.enterprise.findUnique({ where: { id: choice.enterpriseId }, select: { id: true } }))
  ) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { enterpriseId: ["error.referenceMissing"] },
    });
  }
}
