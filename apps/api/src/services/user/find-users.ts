import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TFindUsersInput, TUserFilters } from "@suyuan/contracts/user/find-users";
import type { TUserItem } from "@suyuan/contracts/user/user-fields";
import { prisma, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { userScopeWhere } from "../access/user-scope.ts";
import { iterateById } from "../list/iterate-by-id.ts";
import type { ServiceContext } from "../service-context.ts";
import { toUserItem, USER_ITEM_SELECT } from "./user-record.ts";

const contains = (value: string | undefined) => (value ? { contains: value, mode: "insensitive" as const } : undefined);

export function userWhere(ctx: Pick<ServiceContext, "scope" | "access">, filters: TUserFilters): Prisma.UserWhereInput {
  return {
    AND: [
      userScopeWhere(ctx),
      {
        username: contains(filters.username),
        realName: contains(filters.realName),
        mobile: contains(filters.mobile),
        enabled: filters.enabled,
        enterpriseId: filters.enterpriseId,
        ...(filters.roleId ? { roles: { some: { roleId: filters.roleId } } } : {}),
      },
    ],
  };
}

function userOrder(input: TFindUsersInput): Prisma.UserOrderByWithRelationInput[] {
  const dir = input.sortDir;
  const primary: Prisma.UserOrderByWithRelationInput =
    input.sortBy === "lastLoginAt"
      ? { lastLoginAt: { sort: dir, nulls: "last" } }
      : input.sortBy === "realName"
        ? { realName: { sort: dir, nulls: "last" } }
        : { [input.sortBy ?? "createdAt"]: dir };
  return [primary, { id: dir }];
}

export async function findUsers(ctx: ServiceContext, input: TFindUsersInput): Promise<TListOutput<TUserItem>> {
  const where = userWhere(ctx, input);
  const [total, rows] = await Promise.all([
    prisma.user.count({ where }),
    prisma.user.findMany({
      where,
      select: USER_ITEM_SELECT,
      orderBy: userOrder(input),
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  return { items: rows.map(toUserItem), total, page: input.page, pageSize: input.pageSize };
}

export async function getUser(ctx: ServiceContext, id: number): Promise<TUserItem> {
  const row = await prisma.user.findFirst({ where: { AND: [{ id }, userScopeWhere(ctx)] }, select: USER_ITEM_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  return toUserItem(row);
}

/** Every user matching the filters, in batches, for export (memory stays flat). */
export function iterateUsers(ctx: ServiceContext, filters: TUserFilters): AsyncGenerator<TUserItem> {
  const where = userWhere(ctx, filters);
  return iterateById(async (afterId, take) => {
    const rows = await prisma.user.findMany({
      where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
      select: USER_ITEM_SELECT,
      orderBy: { id: "asc" },
      take,
    });
    return rows.map(toUserItem);
  });
}
