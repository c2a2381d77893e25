import type { TFindHousesInput, THouseFields, THouseItem } from "@suyuan/contracts/base/base-fields";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseWhere, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { cappedPage } from "../list/capped-page.ts";
import type { ServiceContext } from "../service-context.ts";
import { decimal } from "./bases.ts";

const HOUSE_SELECT = {
  id: true,
  base: { select: { id: true, name: true } },
  enterprise: { select: { id: true, name: true } },
  name: true,
  type: true,
  areaSqm: true,
  crops: true,
  images: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.HouseSelect;

function toItem({ areaSqm, ...row }: Prisma.HouseGetPayload<{ select: typeof HOUSE_SELECT }>): THouseItem {
  return { ...row, areaSqm: decimal(areaSqm) };
}

export async function findHouses(ctx: ServiceContext, input: TFindHousesInput): Promise<TListOutput<THouseItem>> {
  const where: Prisma.HouseWhereInput = {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        name: input.name ? { contains: input.name, mode: "insensitive" } : undefined,
        baseId: input.baseId,
        enterpriseId: input.enterpriseId,
      },
    ],
  };
  const orderBy: Prisma.HouseOrderByWithRelationInput[] = [
    { [input.sortBy ?? "createdAt"]: input.sortDir },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.house.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.house.findMany({ where, orderBy, select: HOUSE_SELECT, skip, take })).map(toItem),
  });
}

export async function getHouse(ctx: ServiceContext, id: number): Promise<THouseItem> {
  const row = await prisma.house.findUnique({ where: { id }, select: HOUSE_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  return toItem(row);
}

/** The greenhouse takes its base's enterprise; a base outside the user's scope does not exist for them. */
async function prepare(tx: TransactionClient, ctx: ServiceContext, input: THouseFields) {
  const base = await tx.base.findUnique({ where: { id: input.baseId }, select: { enterpriseId: true } });
  if (!base || !isInScope(ctx.scope, base.enterpriseId)) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { baseId: ["error.referenceMissing"] },
    });
  }
  return { ...input, enterpriseId: base.enterpriseId };
}

export async function createHouse(ctx: ServiceContext, input: THouseFields): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.house.create({ data: await prepare(tx, ctx, input), select: { id: true } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "house",
      targetId: row.id,
      detail: { name: input.name },
    });
    return row;
  });
}

export async function updateHouse(ctx: ServiceContext, id: number, input: THouseFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.house.findUnique({ where: { id }, select: { enterpriseId: true } });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.enterpriseId);
    await tx.house.update({ where: { id }, data: await prepare(tx, ctx, input) });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "house",
      targetId: id,
      detail: { name: input.name },
    });
  });
}

export async function deleteHouses(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.house.findMany({
      where: { id: { in: unique } },
      select: { id: true, name: true, enterpriseId: true, _count: { select: { envDevices: true } } },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) {
      assertInScope(ctx.scope, row.enterpriseId);
      if (row._count.envDevices > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
    }
    const { count } = await tx.house.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "house",
      targetId: unique.join(","),
      detail: { names: rows.map((row) => row.name) },
    });
    return { deleted: count };
  });
}
