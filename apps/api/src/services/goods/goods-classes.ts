import type { TGoodsClassNode } from "@suyuan/contracts/goods/goods-class";
import { prisma, queryRows, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

type ClassFields = { parentId: number | null; name: string; sort: number };

export async function findGoodsClasses(): Promise<TGoodsClassNode[]> {
  const rows = await prisma.goodsClass.findMany({
    select: { id: true, parentId: true, name: true, sort: true, _count: { select: { children: true, goods: true } } },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
  return rows.map(({ _count, ...row }) => ({ ...row, childCount: _count.children, goodsCount: _count.goods }));
}

type ClassTree = { ids: Set<number>; childrenOf: Map<number, number[]> };

/** The class tree, per process until a class is added, moved or removed in any process. */
const classTreeCache = new ChangeAwareCache<ClassTree>({ tables: ["goods_class"], maxEntries: 1, maxAgeMs: 60_000 });

async function readClassTree(): Promise<ClassTree> {
  const rows = await queryRows<{ id: number; parentId: number | null }>(
    `SELECT id, parent_id AS "parentId" FROM goods_class`,
  );
  const childrenOf = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row.id);
    else childrenOf.set(row.parentId, [row.id]);
  }
  return { ids: new Set(rows.map((row) => row.id)), childrenOf };
}

/** A class and all classes below it (for filtering goods by a class); none for an unknown class. */
export async function classWithDescendants(classId: number): Promise<number[]> {
  const tree = await classTreeCache.get("tree", readClassTree);
  if (!tree.ids.has(classId)) return [];
  const found = [classId];
  // The tree has no cycles (updates refuse them), so each class is reached once.
  for (let index = 0; index < found.length; index++) found.push(...(tree.childrenOf.get(found[index]!) ?? []));
  return found;
}

async function assertParentOk(tx: TransactionClient, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  if (!(await tx.goodsClass.findUnique({ where: { id: parentId }, select: { id: true } }))) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { parentId: ["error.referenceMissing"] },
    });
  }
  let cursor: number | null = parentId;
  while (selfId !== undefined && cursor !== null) {
    if (cursor === selfId)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.parentCycle",
        fieldErrors: { parentId: ["error.parentCycle"] },
      });
    const parent: { parentId: number | null } | null = await tx.goodsClass.findUnique({
      where: { id: cursor },
      select: { parentId: true },
    });
    cursor = parent?.parentId ?? null;
  }
}

export async function createGoodsClass(ctx: ServiceContext, input: ClassFields): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    await assertParentOk(tx, input.parentId);
    const row = await tx.goodsClass.create({ data: input, select: { id: true } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "goods-class",
      targetId: row.id,
      detail: { name: input.name },
    });
    return row;
  });
}

/** Renames, reorders or moves a class (never under itself or its own subclasses). */
export async function updateGoodsClass(ctx: ServiceContext, id: number, data: ClassFields): Promise<void> {
  await prisma.$transaction(async (tx) => {
    if (!(await tx.goodsClass.findUnique({ where: { id }, select: { id: true } }))) throw new AppError("NOT_FOUND");
    await assertParentOk(tx, data.parentId, id);
    await tx.goodsClass.update({ where: { id }, data });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "goods-class",
      targetId: id,
      detail: { name: data.name, parentId: data.parentId },
    });
  });
}

export async function deleteGoodsClass(ctx: ServiceContext, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const row = await tx.goodsClass.findUnique({
      where: { id },
      select: { name: true, _count: { select: { children: true, goods: true } } },
    });
    if (!row) throw new AppError("NOT_FOUND");
    if (row._count.children > 0 || row._count.goods > 0)
      throw new AppError("RULE_VIOLATION", { messageKey: "error.classHasGoodsOrChildren" });
    await tx.goodsClass.delete({ where: { id } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "goods-class",
      targetId: id,
      detail: { name: row.name },
    });
  });
}
