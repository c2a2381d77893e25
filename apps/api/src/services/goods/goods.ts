import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TGoodsFields, TGoodsItem } from "@suyuan/contracts/goods/goods-fields";
import type { TFindGoodsInput, TGoodsFilters } from "@suyuan/contracts/goods/goods-operations";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseForWrite, enterpriseWhere } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hasPermission } from "../auth/user-access.ts";
import { cappedPage } from "../list/capped-page.ts";
import { iterateById } from "../list/iterate-by-id.ts";
import type { ServiceContext } from "../service-context.ts";
import { classWithDescendants } from "./goods-classes.ts";
import { sanitizeRichText } from "./sanitize-html.ts";

const GOODS_SELECT = {
  id: true,
  name: true,
  class: { select: { id: true, name: true } },
  enterprise: { select: { id: true, name: true } },
  specification: true,
  unit: true,
  shelfLifeDays: true,
  originProvince: true,
  originCity: true,
  originCounty: true,
  brand: true,
  barcode: true,
  images: true,
  description: true,
  status: true,
  examineOpinion: true,
  examinedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.GoodsSelect;

function toItem(row: Prisma.GoodsGetPayload<{ select: typeof GOODS_SELECT }>): TGoodsItem {
  return { ...row, status: row.status as TGoodsItem["status"] };
}

async function goodsWhere(ctx: ServiceContext, filters: TGoodsFilters): Promise<Prisma.GoodsWhereInput> {
  const classIds = filters.classId ? await classWithDescendants(filters.classId) : undefined;
  return {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        name: filters.name ? { contains: filters.name, mode: "insensitive" } : undefined,
        barcode: filters.barcode ? { startsWith: filters.barcode } : undefined,
        classId: classIds ? { in: classIds } : undefined,
        enterpriseId: filters.enterpriseId,
        status: filters.status,
      },
    ],
  };
}

export async function findGoods(ctx: ServiceContext, input: TFindGoodsInput): Promise<TListOutput<TGoodsItem>> {
  const where = await goodsWhere(ctx, input);
  // Newest first by default; the id breaks ties so pages never overlap. Indexes end in (created_at, id).
  const orderBy: Prisma.GoodsOrderByWithRelationInput[] = [
    { [input.sortBy ?? "createdAt"]: input.sortDir },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.goods.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.goods.findMany({ where, orderBy, select: GOODS_SELECT, skip, take })).map(toItem),
  });
}

export async function getGoods(ctx: ServiceContext, id: number): Promise<TGoodsItem> {
  const row = await prisma.goods.findUnique({ where: { id }, select: { ...GOODS_SELECT, enterpriseId: true } });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterpriseId);
  const { enterpriseId: _enterpriseId, ...item } = row;
  return toItem(item);
}

export async function* iterateGoods(ctx: ServiceContext, filters: TGoodsFilters): AsyncGenerator<TGoodsItem> {
  const where = await goodsWhere(ctx, filters);
  yield* iterateById(async (afterId: number | null, take) =>
    (
      await prisma.goods.findMany({
        where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
        select: GOODS_SELECT,
        orderBy: { id: "asc" },
        take,
      })
    ).map(toItem),
  );
}

/** Checks the class and enterprise exist; members always write into their own enterprise. */
async function prepare(tx: TransactionClient, ctx: ServiceContext, input: TGoodsFields) {
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
  if (!(await tx.goodsClass.findUnique({ where: { id: input.classId }, select: { id: true } }))) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { classId: ["error.referenceMissing"] },
    });
  }
  const { enterpriseId: _requested, description, ...rest } = input;
  return { ...rest, enterpriseId, description: description === null ? null : sanitizeRichText(description) || null };
}

/** Staff who may examine goods enter them approved (as with enterprises); others' wait for examination. */
export async function createGoods(ctx: ServiceContext, input: TGoodsFields): Promise<{ id: number }> {
  const approved = hasPermission(ctx.access, "/goods/examine");
  return prisma.$transaction(async (tx) => {
    const data = await prepare(tx, ctx, input);
    const row = await tx.goods.create({
      data: {
        ...data,
        status: approved ? "approved" : "pending",
        ...(approved ? { examinedAt: new Date(), examinedBy: ctx.actor.userId } : {}),
      },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "goods",
      targetId: row.id,
      detail: { name: input.name },
    });
    return row;
  });
}

/** Edits goods; a member's edit of examined goods sends them back for examination. */
export async function updateGoods(ctx: ServiceContext, id: number, input: TGoodsFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.goods.findUnique({ where: { id }, select: { enterpriseId: true, status: true } });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.enterpriseId);
    const data = await prepare(tx, ctx, input);
    const reexamine = ctx.scope.kind === "enterprise" && current.status !== "pending";
    await tx.goods.update({
      where: { id },
      data: {
        ...data,
        ...(reexamine ? { status: "pending", examineOpinion: null, examinedAt: null, examinedBy: null } : {}),
      },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "goods",
      targetId: id,
      detail: { name: input.name },
    });
  });
}

export async function examineGoods(
  ctx: ServiceContext,
  input: { id: number; approve: boolean; opinion: string },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await tx.goods.findUnique({
      where: { id: input.id },
      select: { enterpriseId: true, status: true, name: true },
    });
    if (!current) throw new AppError("NOT_FOUND");
    assertInScope(ctx.scope, current.enterpriseId);
    if (current.status !== "pending") throw new AppError("RULE_VIOLATION", { messageKey: "error.notPending" });
    await tx.goods.update({
      where: { id: input.id },
      data: {
        status: input.approve ? "approved" : "rejected",
        examineOpinion: input.opinion || null,
        examinedAt: new Date(),
        examinedBy: ctx.actor.userId,
      },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.approve ? "approve" : "reject",
      resource: "goods",
      targetId: input.id,
      detail: { name: current.name, opinion: input.opinion },
    });
  });
}

export async function deleteGoods(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.goods.findMany({
      where: { id: { in: unique } },
      select: { id: true, enterpriseId: true, name: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    const { count } = await tx.goods.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "goods",
      targetId: unique.join(","),
      detail: { names: rows.map((row) => row.name) },
    });
    return { deleted: count };
  });
}
