import {
  COMMODITY_CATEGORY_MAX_LEVEL,
  type TCommodityCategoryNode,
  type ZSaveCommodityCategoryInput,
} from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

// The commodity category code tree of a site (商品类目): small, so read whole and unpaged like
// the goods classes. The level is derived (a root is 1, a child its parent's + 1) and kept in
// step for a moved subtree; a category is never its own ancestor.

const fieldError = (field: string, key: string, params?: Record<string, number>) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] }, ...(params ? { params } : {}) });

type Node = { id: number; parentId: number | null };

/** The site's categories, parents before children, siblings by sort and code. */
export async function findCommodityCategories(ctx: ServiceContext): Promise<TCommodityCategoryNode[]> {
  const rows = await prisma.commodityCategory.findMany({
    where: { siteId: currentSite(ctx) },
    orderBy: [{ level: "asc" }, { sort: "asc" }, { code: "asc" }, { id: "asc" }],
    select: {
      id: true,
      parentId: true,
      code: true,
      name: true,
      level: true,
      sort: true,
      _count: { select: { codes: true } },
    },
  });
  return rows.map(({ _count, ...row }) => ({ ...row, codeCount: _count.codes }));
}

/** Ids of a category's descendants, from the whole tree of its site. */
function descendantsOf(nodes: readonly Node[], id: number): { id: number; depth: number }[] {
  const found: { id: number; depth: number }[] = [];
  let frontier = [{ id, depth: 0 }];
  while (frontier.length > 0) {
    const next = frontier.flatMap((parent) =>
      nodes.filter((node) => node.parentId === parent.id).map((node) => ({ id: node.id, depth: parent.depth + 1 })),
    );
    found.push(...next);
    frontier = next;
  }
  return found;
}

async function parentLevel(tx: TransactionClient, siteId: number, parentId: number | null): Promise<number> {
  if (parentId === null) return 0;
  const parent = await tx.commodityCategory.findFirst({ where: { id: parentId, siteId }, select: { level: true } });
  if (!parent) throw fieldError("parentId", "error.referenceMissing");
  return parent.level;
}

/** Adds (no id) or changes a category; answers its id. */
export async function saveCommodityCategory(
  ctx: ServiceContext,
  input: z.output<typeof ZSaveCommodityCategoryInput>,
): Promise<{ id: number }> {
  const siteId = currentSite(ctx);
  try {
    return await prisma.$transaction(async (tx) => {
      const level = (await parentLevel(tx, siteId, input.parentId)) + 1;
      const columns = { parentId: input.parentId, code: input.code, name: input.name, sort: input.sort, level };
      if (input.id === undefined) {
        if (level > COMMODITY_CATEGORY_MAX_LEVEL)
          throw fieldError("parentId", "error.categoryTooDeep", { max: COMMODITY_CATEGORY_MAX_LEVEL });
        const { id } = await tx.commodityCategory.create({ data: { ...columns, siteId }, select: { id: true } });
        await log(tx, ctx, "create", id, input.name);
        return { id };
      }
      const id = input.id;
      const nodes = await tx.commodityCategory.findMany({ where: { siteId }, select: { id: true, parentId: true } });
      if (!nodes.some((node) => node.id === id)) throw new AppError("NOT_FOUND");
      const below = descendantsOf(nodes, id);
      if (input.parentId === id || below.some((node) => node.id === input.parentId))
        throw fieldError("parentId", "error.categoryCycle");
      const deepest = level + Math.max(0, ...below.map((node) => node.depth));
      if (deepest > COMMODITY_CATEGORY_MAX_LEVEL)
        throw fieldError("parentId", "error.categoryTooDeep", { max: COMMODITY_CATEGORY_MAX_LEVEL });
      await tx.commodityCategory.update({ where: { id }, data: columns, select: { id: true } });
      // A moved subtree takes its new levels; one statement per depth.
      for (const depth of [...new Set(below.map((node) => node.depth))])
        await tx.commodityCategory.updateMany({
          where: { id: { in: below.filter((node) => node.depth === depth).map((node) => node.id) } },
          data: { level: level + depth },
        });
      await log(tx, ctx, "update", id, input.name);
      return { id };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw fieldError("code", "error.categoryCodeTaken");
    throw error;
  }
}

/** Deletes a category without subcategories or commodity codes. */
export async function deleteCommodityCategory(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const row = await tx.commodityCategory.findFirst({
      where: { id, siteId },
      select: { name: true, _count: { select: { children: true, codes: true } } },
    });
    if (!row) throw new AppError("NOT_FOUND");
    if (row._count.children > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.categoryHasChildren" });
    if (row._count.codes > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
    await tx.commodityCategory.delete({ where: { id }, select: { id: true } });
    await log(tx, ctx, "delete", id, row.name);
    return { ok: true as const };
  });
}

function log(tx: TransactionClient, ctx: ServiceContext, operation: string, id: number, name: string) {
  return recordOperation(tx, {
    actor: ctx.actor,
    meta: ctx.meta,
    operation,
    resource: "commodityCategory",
    targetId: id,
    detail: { name },
  });
}
