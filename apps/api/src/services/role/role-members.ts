import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TFindRoleMembersInput } from "@suyuan/contracts/role/role-members";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { column, related } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertCanGrant, assertCanManageUser, assertSuperAdminRemains, lockSuperAdmins } from "../access/guards.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { userScopeWhere } from "../access/user-scope.ts";
import { listPage } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import { originAdminPage } from "../user/origin-admins.ts";

type Member = {
  id: number;
  username: string;
  realName: string | null;
  enabled: boolean;
  enterprise: { id: number; name: string } | null;
};

// A role's members on the one list statement (kit/sql-list-json.ts), by username.
const MEMBERS = listStatementOf("user", {
  id: column("id"),
  username: column("username"),
  realName: column("realName"),
  enabled: column("enabled"),
  enterprise: related("enterprise", ["id", "name"]),
});

export async function findRoleMembers(ctx: ServiceContext, input: TFindRoleMembersInput): Promise<TListOutput<Member>> {
  if (!(await prisma.role.findUnique({ where: { id: input.roleId }, select: { id: true } })))
    throw new AppError("NOT_FOUND");
  const where: Prisma.UserWhereInput = {
    AND: [
      userScopeWhere(ctx),
      { roles: { some: { roleId: input.roleId } } },
      input.username ? { username: containsText(input.username) } : {},
    ],
  };
  return listPage<Member>(MEMBERS, {
    where,
    sortBy: "username",
    direction: "asc",
    page: input.page,
    pageSize: input.pageSize,
  });
}

async function roleForMembership(tx: TransactionClient, ctx: ServiceContext, roleId: number) {
  const role = await tx.role.findUnique({ where: { id: roleId } });
  if (!role) throw new AppError("NOT_FOUND");
  assertCanGrant(ctx.access, role);
  return role;
}

export async function addRoleMembers(
  ctx: ServiceContext,
  roleId: number,
  userIds: number[],
): Promise<{ changed: number }> {
  const unique = [...new Set(userIds)];
  return prisma.$transaction(async (tx) => {
    const role = await roleForMembership(tx, ctx, roleId);
    for (const id of unique) await assertCanManageUser(tx, ctx, id);
    const { count } = await tx.userRole.createMany({
      data: unique.map((userId) => ({ userId, roleId })),
      skipDuplicates: true,
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "add-members",
      resource: "role",
      targetId: roleId,
      detail: { role: role.name, userIds: unique },
    });
    return { changed: count };
  });
}

export async function removeRoleMembers(
  ctx: ServiceContext,
  roleId: number,
  userIds: number[],
): Promise<{ changed: number }> {
  const unique = [...new Set(userIds)];
  return prisma.$transaction(async (tx) => {
    await lockSuperAdmins(tx);
    const role = await roleForMembership(tx, ctx, roleId);
    for (const id of unique) await assertCanManageUser(tx, ctx, id);
    const { count } = await tx.userRole.deleteMany({ where: { roleId, userId: { in: unique } } });
    await assertSuperAdminRemains(tx);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "remove-members",
      resource: "role",
      targetId: roleId,
      detail: { role: role.name, userIds: unique },
    });
    return { changed: count };
  });
}

/** role/member_list: the administrators holding the role, by id, as the origin answers them. */
export async function findRoleAdmins(
  ctx: ServiceContext,
  input: { roleId?: number | undefined; page: number; pageSize: number },
) {
  const paging = { page: input.page, pageSize: input.pageSize, order: "asc" as const };
  if (input.roleId === undefined) return { items: [], total: 0, page: input.page, pageSize: input.pageSize };
  return originAdminPage(ctx, { roles: { some: { roleId: input.roleId } } }, paging);
}
