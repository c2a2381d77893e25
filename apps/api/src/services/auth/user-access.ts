import { prisma, type DbClient } from "@suyuan/db/client";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { AppError } from "../../lib/app-error.ts";

export type SiteSummary = { id: number; name: string; isMaster: boolean };

export type UserAccess = {
  /** "*" when any role grants everything, otherwise the union of the roles' keys. */
  perms: "*" | string[];
  sites: SiteSummary[];
};

/** What a user may do and where: the union of their roles, and their sites (all sites for "*"). */
export async function getUserAccess(userId: number, db: DbClient = prisma): Promise<UserAccess> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      roles: { select: { role: { select: { allPerms: true, perms: true } } } },
      sites: { select: { site: { select: { id: true, name: true, isMaster: true } } } },
    },
  });
  const roles = user.roles.map((link) => link.role);
  if (roles.some((role) => role.allPerms)) {
    const sites = await db.site.findMany({ select: { id: true, name: true, isMaster: true }, orderBy: { id: "asc" } });
    return { perms: "*", sites };
  }
  const perms = [...new Set(roles.flatMap((role) => role.perms))].sort();
  const sites = user.sites.map((link) => link.site).sort((a, b) => a.id - b.id);
  return { perms, sites };
}

export function hasPermission(access: UserAccess, key: string): boolean {
  return access.perms === "*" || access.perms.includes(key);
}

/** FORBIDDEN unless the user holds one of `keys` (no keys: any signed-in user). */
export function assertHoldsOneOf(access: UserAccess, keys: readonly PermissionKey[]): void {
  if (keys.length > 0 && !keys.some((key) => hasPermission(access, key))) throw new AppError("FORBIDDEN");
}

/**
 * The site a request works on: the one it names (if the user may use it), else the session's,
 * else the user's first. Null only for a user with no site at all.
 */
export function resolveSite(
  access: UserAccess,
  requested: number | null,
  sessionSiteId: number | null,
): SiteSummary | null {
  if (requested !== null) {
    const site = access.sites.find((candidate) => candidate.id === requested);
    if (!site) throw new AppError("FORBIDDEN", { messageKey: "error.siteNotAllowed" });
    return site;
  }
  return access.sites.find((candidate) => candidate.id === sessionSiteId) ?? access.sites[0] ?? null;
}
