import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TAdminListInput, TOriginAdmin } from "@suyuan/contracts/user/admin-operations";
import { prisma, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { userScopeWhere } from "../access/user-scope.ts";
import { formatDateTime } from "../export/export-formats.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { actorRank } from "./user-rank.ts";

// Administrators as the origin's admin, role and department paths answer them: the product's
// users, with their department path, roles and sites, blank text as "".

const ADMIN_SELECT = {
  id: true,
  username: true,
  email: true,
  realName: true,
  mobile: true,
  createdAt: true,
  lastLoginAt: true,
  enabled: true,
  rank: true,
  selfAdmin: true,
  departmentId: true,
  roles: { select: { role: { select: { id: true, name: true } } }, orderBy: { roleId: "asc" } },
  sites: { select: { site: { select: { id: true, name: true } } }, orderBy: { siteId: "asc" } },
} satisfies Prisma.UserSelect;

type AdminRow = Prisma.UserGetPayload<{ select: typeof ADMIN_SELECT }>;
type Department = { id: number; name: string; pid: number | null };

/** Every department by id (a small table), to write each user's path from the top. */
async function departmentsById(): Promise<Map<number, Department>> {
  const rows = await prisma.department.findMany({ select: { id: true, name: true, pid: true } });
  return new Map(rows.map((row) => [row.id, row]));
}

function departmentPath(departments: Map<number, Department>, id: number | null): Department[] {
  const path: Department[] = [];
  const seen = new Set<number>();
  for (let cursor = id; cursor !== null && !seen.has(cursor);) {
    const department = departments.get(cursor);
    if (!department) break;
    seen.add(cursor);
    path.unshift(department);
    cursor = department.pid;
  }
  return path;
}

function toOriginAdmin(row: AdminRow, departments: Map<number, Department>, siteId?: number): TOriginAdmin {
  const path = departmentPath(departments, row.departmentId);
  const sites = row.sites.map(({ site }) => site).filter((site) => siteId === undefined || site.id === siteId);
  return {
    id: row.id,
    username: row.username,
    email: row.email ?? "",
    realname: row.realName ?? "",
    mobile: row.mobile ?? "",
    registerTime: formatDateTime(row.createdAt),
    lastLoginTime: row.lastLoginAt ? formatDateTime(row.lastLoginAt) : "",
    disabled: !row.enabled,
    rank: row.rank,
    selfAdmin: row.selfAdmin,
    departmentIds: path.map((department) => department.id),
    departmentNames: path.map((department) => department.name),
    roleIds: row.roles.map(({ role }) => role.id),
    roleNames: row.roles.map(({ role }) => role.name),
    sites,
  };
}

/** One page of users in the origin's shape, in the caller's user scope. */
export async function originAdminPage(
  ctx: ServiceContext,
  where: Prisma.UserWhereInput,
  paging: { page: number; pageSize: number; order: "asc" | "desc"; siteId?: number },
): Promise<TListOutput<TOriginAdmin>> {
  const scoped: Prisma.UserWhereInput = { AND: [userScopeWhere(ctx), where] };
  const [total, rows, departments] = await Promise.all([
    prisma.user.count({ where: scoped }),
    prisma.user.findMany({
      where: scoped,
      select: ADMIN_SELECT,
      orderBy: { id: paging.order },
      skip: (paging.page - 1) * paging.pageSize,
      take: paging.pageSize,
    }),
    departmentsById(),
  ]);
  return {
    items: rows.map((row) => toOriginAdmin(row, departments, paging.siteId)),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
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
  const row = await prisma.user.findFirst({
    where: {
      AND: [userScopeWhere(ctx), { id }, siteId === undefined ? {} : { sites: { some: { siteId } } }],
    },
    select: ADMIN_SELECT,
  });
  if (!row) throw new AppError("NOT_FOUND");
  return toOriginAdmin(row, await departmentsById(), siteId);
}

/** admin/local_all: every administrator of the current site, any rank, by id. */
export async function localAdminNames(ctx: ServiceContext): Promise<{ id: number; username: string }[]> {
  return prisma.user.findMany({
    where: { AND: [userScopeWhere(ctx), { sites: { some: { siteId: currentSite(ctx) } } }] },
    select: { id: true, username: true },
    orderBy: { id: "asc" },
  });
}
