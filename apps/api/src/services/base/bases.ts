import type { TBaseFields, TBaseItem, TFindBasesInput } from "@suyuan/contracts/base/base-fields";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseForWrite, enterpriseWhere } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { cappedPage } from "../list/capped-page.ts";
import type { ServiceContext } from "../service-context.ts";

const BASE_SELECT = {
  id: true,
  enterprise: { select: { id: true, name: true } },
  name: true,
  provinceCode: true,
  cityCode: true,
  countyCode: true,
  address: true,
  areaMu: true,
  longitude: true,
  latitude: true,
  mainCrops: true,
  personInCharge: true,
  phone: true,
  images: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { houses: true } },
} satisfies Prisma.BaseSelect;

/** Decimal columns reach the client as plain numbers. */
export function decimal(value: Prisma.Decimal | null): number | null {
  return value === null ? null : Number(value);
}

function toItem({
  _count,
  areaMu,
  longitude,
  latitude,
  ...row
}: Prisma.BaseGetPayload<{ select: typeof BASE_SELECT }>): TBaseItem {
  return {
    ...row,
    areaMu: decimal(areaMu),
    longitude: decimal(longitude),
    latitude: decimal(latitude),
    houseCount: _count.houses,
  };
}

export async function findBases(ctx: ServiceContext, input: TFindBasesInput): Promise<TListOutput<TBaseItem>> {
  const where: Prisma.BaseWhereInput = {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        name: input.name ? { contains: input.name, mode: "insensitive" } : undefined,
        enterpriseId: input.enterpriseId,
        provinceCode: input.provinceCode,
      },
    ],
  };
  const orderBy: Prisma.BaseOrderByWithRelationInput[] = [
    { [input.sortBy ?? "createdAt"]: input.sortDir },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.base.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.base.findMany({ where, orderBy, select: BASE_SELECT, skip, take })).map(toItem),
  });
}

export async function getBase(ctx: ServiceContext, id: number): Promise<TBaseItem> {
  const row = await prisma.base.findUnique({ where: { id }, select: BASE_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  return toItem(row);
}

async function prepare(tx: TransactionClient, ctx: ServiceContext, input: TBaseFields) {
  const enterpriseId = enterpriseForWrite(ctx.scope, input.enterpriseId);
  if (enterpriseId === null)
    throw new AppError("BAD_REQUEST", {
      messageKey: "validation.required",
      fieldErrors: { enterpriseId: ["validation.required"] },
    });
  if (!(await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } }))) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { enterpriseId: ["error.referenceMissing"] },
    });
  }
  return { ...input, enterpriseId };
}

export async function createBase(ctx: ServiceContext, input: TBaseFields): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.base.create({ data: await prepare(tx, ctx, input), select: { id: true } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "base",
      targetId: row.id,
      detail: { name: input.name },
    });
    return row;
  });
}

export async function updateBase(ctx: ServiceContext, id: number, input: TBaseFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.base.findUnique({ where: { id }, select: { enterpriseId: true } });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.enterpriseId);
    const data = await prepare(tx, ctx, input);
    await tx.base.update({ where: { id }, data });
    // Greenhouses carry their base's enterprise for scoping: keep them in step.
    if (data.enterpriseId !== current.enterpriseId)
      await tx.house.updateMany({ where: { baseId: id }, data: { enterpriseId: data.enterpriseId } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "base",
      targetId: id,
      detail: { name: input.name },
    });
  });
}

export async function deleteBases(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.base.findMany({
      where: { id: { in: unique } },
      select: { id: true, name: true, enterpriseId: true, _count: { select: { houses: true, envDevices: true } } },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) {
      assertInScope(ctx.scope, row.enterpriseId);
      if (row._count.houses > 0 || row._count.envDevices > 0)
        throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
    }
    const { count } = await tx.base.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "base",
      targetId: unique.join(","),
      detail: { names: rows.map((row) => row.name) },
    });
    return { deleted: count };
  });
}
