import type { TOption } from "@suyuan/contracts/common/list";
import { prisma } from "@suyuan/db/client";
import { enterpriseWhere } from "../access/enterprise-scope.ts";
import { isWithinRights } from "../access/guards.ts";
import type { ServiceContext } from "../service-context.ts";
import { containsText } from "../list/text-match.ts";

const LIMIT = 200;
const nameFilter = (name: string | undefined) => (name ? { name: containsText(name) } : {});

/** Roles the actor may hand out. */
export async function roleOptions(ctx: ServiceContext, name?: string): Promise<TOption[]> {
  const roles = await prisma.role.findMany({
    where: nameFilter(name),
    orderBy: [{ priority: "asc" }, { id: "asc" }],
    take: LIMIT,
  });
  return roles
    .filter((role) => isWithinRights(ctx.access, role))
    .map(({ id, name: roleName }) => ({ id, name: roleName }));
}

/** Sites the actor works on. */
export function siteOptions(ctx: ServiceContext, name?: string): TOption[] {
  return ctx.access.sites
    .filter((site) => !name || site.name.includes(name))
    .map(({ id, name: siteName }) => ({ id, name: siteName }));
}

/** Enterprises in the actor's scope. */
export async function enterpriseOptions(ctx: ServiceContext, name?: string): Promise<TOption[]> {
  return prisma.enterprise.findMany({
    where: { AND: [{ id: enterpriseWhere(ctx.scope).enterpriseId }, nameFilter(name)] },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
    take: LIMIT,
  });
}
