import { AppError } from "../../lib/app-error.ts";
import type { UserAccess } from "../auth/user-access.ts";

/**
 * What enterprise-owned data a user may see and change: everything (platform staff), or only
 * their own enterprise's. Every enterprise-owned resource filters and checks through this.
 */
export type EnterpriseScope = { kind: "all" } | { kind: "enterprise"; enterpriseId: number };

/**
 * The sites whose records a user may see: all for "*", otherwise their own sites. Site-owned
 * records (operation logs, users by their sites, later per-site content) filter through this.
 */
export function siteIdsInScope(access: UserAccess): number[] | "all" {
  return access.perms === "*" ? "all" : access.sites.map((site) => site.id);
}

/** Members of an enterprise are confined to it unless they hold every permission. */
export function enterpriseScopeOf(access: UserAccess, enterpriseId: number | null): EnterpriseScope {
  if (access.perms === "*" || enterpriseId === null) return { kind: "all" };
  return { kind: "enterprise", enterpriseId };
}

/** A Prisma `where` fragment restricting a query on an enterprise-owned model to the scope. */
export function enterpriseWhere(scope: EnterpriseScope): { enterpriseId?: number } {
  return scope.kind === "all" ? {} : { enterpriseId: scope.enterpriseId };
}

export function isInScope(scope: EnterpriseScope, enterpriseId: number | null): boolean {
  return scope.kind === "all" || enterpriseId === scope.enterpriseId;
}

/** Out-of-scope records answer "not found", so their existence is not revealed. */
export function assertInScope(scope: EnterpriseScope, enterpriseId: number | null): void {
  if (!isInScope(scope, enterpriseId)) throw new AppError("NOT_FOUND");
}

/**
 * The enterprise a record created by this user belongs to: a scoped user always writes into their
 * own enterprise, whatever the input says; others may choose (or leave it empty).
 */
export function enterpriseForWrite(scope: EnterpriseScope, requested: number | null): number | null {
  if (scope.kind === "all") return requested;
  if (requested !== null && requested !== scope.enterpriseId) throw new AppError("NOT_FOUND");
  return scope.enterpriseId;
}
