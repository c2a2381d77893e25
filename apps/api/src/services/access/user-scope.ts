import type { Prisma } from "@suyuan/db/client";
import type { UserAccess } from "../auth/user-access.ts";
import { enterpriseWhere, siteIdsInScope, type EnterpriseScope } from "./enterprise-scope.ts";

/** Users an actor may see and manage: in their enterprise scope and sharing one of their sites. */
export function userScopeWhere(ctx: { scope: EnterpriseScope; access: UserAccess }): Prisma.UserWhereInput {
  const sites = siteIdsInScope(ctx.access);
  return { AND: [enterpriseWhere(ctx.scope), sites === "all" ? {} : { sites: { some: { siteId: { in: sites } } } }] };
}
