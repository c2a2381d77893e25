import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TAdminListInput, TOriginAdmin } from "@suyuan/contracts/user/admin-operations";
import { prisma, type Prisma } from "@suyuan/db/client";
import { chinaDateTimeSql, column, jsonRows, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { userScopeWhere } from "../access/user-scope.ts";
import { listPage, listRow } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { actorRank } from "./user-rank.ts";

// Administrators as the origin's admin, role and department paths answer them: the product's
// users, with their department path, roles and sites, blank text as "", on the one list statement
// (kit/sql-list-json.ts) for pages and single rows alike.

/**
 * `value` of the user's department and its parents as a JSON array from the top of the tree down
 * (the deepest `depth` first); a loop in the tree stops where it closes.
 */
const departmentPath = (value: string) => `COALESCE((WITH RECURSIVE up AS (
    SELECT d.id, d.name, d.parent_id, 0 AS depth, ARRAY[d.id] AS seen FROM department d WHERE d.id = t.department_id
    UNION ALL
    SELECT d.id, d.name, d.parent_id, up.depth + 1, up.seen || d.id FROM department d JOIN up ON d.id = up.parent_id
     WHERE NOT d.id = ANY(up.seen)
  ) SELECT json_agg(${value} ORDER BY depth DESC) FROM up), '[]'::json)`;

/** The user's roles, by role id. */
const rolesOf = (value: string) =>
  `COALESCE((SELECT json_agg(${value} ORDER BY r.id) FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = t.id), '[]'::json)`;

const ADMINS = listStatementOf("user", {
  id: column("id"),
  username: column("username"),
  email: sql(() => "COALESCE(t.email, '')"),
  realname: sql(() => "COALESCE(t.real_name, '')"),
  mobile: sql(() => "COALESCE(t.mobile, '')"),
  registerTime: sql(() => chinaDateTimeSql("t.created_at")),
  lastLoginTime: sql(() => chinaDateTimeSql("t.last_login_at")),
  disabled: sql(() => "NOT t.enabled"),
  rank: column("rank"),
  selfAdmin: column("selfAdmin"),
  departmentIds: sql(() => departmentPath("id")),
  departmentNames: sql(() => departmentPath("name")),
  roleIds: sql(() => rolesOf("r.id")),
  roleNames: sql(() => rolesOf("r.name")),
  sites: sql(() =>
    jsonRows(
      `SELECT s.id, s.name FROM user_site us JOIN site s ON s.id = us.site_id WHERE us.user_id = t.id`,
      `r."id"`,
    ),
  ),
});

/** Of a local path's answer, the current site only among the administrator's sites. */
const ofSite = (admin: TOriginAdmin, siteId: number | undefined): TOriginAdmin =>
  siteId === undefined ? admin : { ...admin, sites: admin.sites.filter((site) => site.id === siteId) };

/** One page of users in the origin's shape, in the caller's user scope. */
export async function originAdminPage(
  ctx: ServiceContext,
  where: Prisma.UserWhereInput,
  paging: { page: number; pageSize: number; order: "asc" | "desc"; siteId?: number },
): Promise<TListOutput<TOriginAdmin>> {
  const found = await listPage<TOriginAdmin>(ADMINS, {
    where: { AND: [userScopeWhere(ctx), where] },
    sortBy: "id",
    direction: paging.order,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  return { ...found, items: found.items.map((admin) => ofSite(admin, paging.siteId)) };
}

/**
 * admin/global_list (every site) and admin/local_list (the current site): administrators of a
 * rank no higher than the caller's, newest first, by the origin's filters.
 */
export async function findOriginAdmins(ctx: ServiceContext, input: TAdminListInput, local: boolean) {
  const siteId = local ? currentSite(ctx) : undefined;
  const where: Prisma.UserWhereInput = {
    rank: { lte: await actorRank(prisma, ctx) },
    ...(siteId === undefined ? {} : { sites: { some: { siteId } } }),
    ...(input.queryUsername ? { username: containsText(input.queryUsername) } : {}),
    ...(input.queryEmail ? { email: containsText(input.queryEmail) } : {}),
    ...(input.queryRealName ? { realName: containsText(input.queryRealName) } : {}),
    ...(input.queryStatu === undefined ? {} : { enabled: input.queryStatu === 0 }),
    ...(input.queryDepartId === undefined ? {} : { departmentId: input.queryDepartId }),
    ...(input.queryRoleId === undefined ? {} : { roles: { some: { roleId: input.queryRoleId } } }),
  };
  return originAdminPage(ctx, where, {
    page: input.page,
    pageSize: input.pageSize,
    order: "desc",
    ...(siteId === undefined ? {} : { siteId }),
  });
}

/** admin/global_get and admin/local_get (sites: the current one only). */
export async function getOriginAdmin(ctx: ServiceContext, id: number, local: boolean): Promise<TOriginAdmin> {
  const siteId = local ? currentSite(ctx) : undefined;
  const scope = [userScopeWhere(ctx), siteId === undefined ? {} : { sites: { some: { siteId } } }];
  const admin = await listRow<TOriginAdmin>(ADMINS, id, { AND: scope });
  if (!admin) throw new AppError("NOT_FOUND");
  return ofSite(admin, siteId);
}

/** admin/local_all: every administrator of the current site, any rank, by id. */
export async function localAdminNames(ctx: ServiceContext): Promise<{ id: number; username: string }[]> {
  return prisma.user.findMany({
    where: { AND: [userScopeWhere(ctx), { sites: { some: { siteId: currentSite(ctx) } } }] },
    select: { id: true, username: true },
    orderBy: { id: "asc" },
  });
}
