import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TFindRolesInput } from "@suyuan/contracts/role/find-roles";
import type { TRoleFields, TRoleItem } from "@suyuan/contracts/role/role-fields";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertCanGrant, assertSuperAdminRemains, lockSuperAdmins } from "../access/guards.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { normalisePerms } from "../permission/known-keys.ts";
import type { ServiceContext } from "../service-context.ts";

const ROLE_SELECT = {
  id: true,
  key: true,
  name: true,
  priority: true,
  description: true,
  allPerms: true,
  perms: true,
  createdAt: true,
  _count: { select: { users: true } },
} satisfies Prisma.RoleSelect;

function toRoleItem({ _count, ...role }: Prisma.RoleGetPayload<{ select: typeof ROLE_SELECT }>): TRoleItem {
  return { ...role, memberCount: _count.users };
}

export async function findRoles(input: TFindRolesInput): Promise<TListOutput<TRoleItem>> {
  const where: Prisma.RoleWhereInput = input.name ? { name: { contains: input.name, mode: "insensitive" } } : {};
  const [total, rows] = await Promise.all([
    prisma.role.count({ where }),
    prisma.role.findMany({
      where,
      select: ROLE_SELECT,
      orderBy: [{ [input.sortBy ?? "priority"]: input.sortBy ? input.sortDir : "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  return { items: rows.map(toRoleItem), total, page: input.page, pageSize: input.pageSize };
}

export async function getRole(id: number): Promise<TRoleItem> {
  const row = await prisma.role.findUnique({ where: { id }, select: ROLE_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  return toRoleItem(row);
}

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

export async function createRole(ctx: ServiceContext, input: TRoleFields): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const perms = input.allPerms ? [] : await normalisePerms(tx, input.perms);
    assertCanGrant(ctx.access, { allPerms: input.allPerms, perms });
    await assertNameFree(tx, input.name);
    const role = await tx.role.create({
      data: {
        name: input.name,
        priority: input.priority,
        description: input.description,
        allPerms: input.allPerms,
        perms,
      },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "role",
      targetId: role.id,
      detail: { name: input.name },
    });
    return role;
  });
}

export async function updateRole(ctx: ServiceContext, id: number, data: TRoleFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockSuperAdmins(tx);
    const current = await tx.role.findUnique({ where: { id } });
    if (!current) throw new AppError("NOT_FOUND");
    // Changing a role is granting what it has after, and taking away what it had.
    assertCanGrant(ctx.access, current);
    const perms = data.allPerms ? [] : await normalisePerms(tx, data.perms);
    assertCanGrant(ctx.access, { allPerms: data.allPerms, perms });
    if (current.key === SEEDED_ROLE_KEYS.superAdmin && !data.allPerms) {
      throw new AppError("RULE_VIOLATION", { messageKey: "error.seededRole" });
    }
    await assertNameFree(tx, data.name, id);
    await tx.role.update({
      where: { id },
      data: { name: data.name, priority: data.priority, description: data.description, allPerms: data.allPerms, perms },
    });
    await assertSuperAdminRemains(tx);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "role",
      targetId: id,
      detail: { name: data.name },
    });
  });
}

export async function deleteRoles(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    await lockSuperAdmins(tx);
    const roles = await tx.role.findMany({ where: { id: { in: unique } } });
    if (roles.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const role of roles) {
      if (role.key) throw new AppError("RULE_VIOLATION", { messageKey: "error.seededRole" });
      assertCanGrant(ctx.access, role);
    }
    const { count } = await tx.role.deleteMany({ where: { id: { in: unique } } });
    await assertSuperAdminRemains(tx);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "role",
      targetId: unique.join(","),
      detail: { names: roles.map((role) => role.name) },
    });
    return { deleted: count };
  });
}
