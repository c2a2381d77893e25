import type { TBatchItem } from "@suyuan/contracts/batch/batch-fields";
import type { TBatchFilters, TFindBatchesInput } from "@suyuan/contracts/batch/find-batches";
import type { TGetBatchOutput } from "@suyuan/contracts/batch/get-batch";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { prisma, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseWhere } from "../access/enterprise-scope.ts";
import { cappedPage } from "../list/capped-page.ts";
import { iterateById } from "../list/iterate-by-id.ts";
import type { ServiceContext } from "../service-context.ts";
import { BATCH_SELECT, fromDay, toBatchItem } from "./batch-rows.ts";

function batchWhere(ctx: ServiceContext, filters: TBatchFilters): Prisma.BatchWhereInput {
  const contains = (text: string) => ({ contains: text, mode: "insensitive" as const });
  return {
    AND: [
      enterpriseWhere(ctx.scope),
      filters.keyword
        ? { OR: [{ batchNo: contains(filters.keyword) }, { goods: { name: contains(filters.keyword) } }] }
        : {},
      {
        batchNo: filters.batchNo ? contains(filters.batchNo) : undefined,
        goods: filters.goodsName ? { name: contains(filters.goodsName) } : undefined,
        enterpriseId: filters.enterpriseId,
        goodsId: filters.goodsId,
        baseId: filters.baseId,
        templateId: filters.templateId,
        status: filters.status,
        productionDate:
          filters.from || filters.to
            ? {
                ...(filters.from ? { gte: fromDay(filters.from) } : {}),
                ...(filters.to ? { lte: fromDay(filters.to) } : {}),
              }
            : undefined,
      },
    ],
  };
}

export async function findBatches(ctx: ServiceContext, input: TFindBatchesInput): Promise<TListOutput<TBatchItem>> {
  const where = batchWhere(ctx, input);
  const orderBy: Prisma.BatchOrderByWithRelationInput[] = [
    { [input.sortBy ?? "createdAt"]: input.sortDir },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.batch.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.batch.findMany({ where, orderBy, select: BATCH_SELECT, skip, take })).map(toBatchItem),
  });
}

export async function getBatch(ctx: ServiceContext, id: number): Promise<TGetBatchOutput> {
  const row = await prisma.batch.findUnique({ where: { id }, select: BATCH_SELECT });
  if (!row) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, row.enterprise.id);
  const codeCount = await prisma.traceCode.count({ where: { batchId: id } });
  return { ...toBatchItem(row), codeCount };
}

export async function* iterateBatches(ctx: ServiceContext, filters: TBatchFilters): AsyncGenerator<TBatchItem> {
  const where = batchWhere(ctx, filters);
  yield* iterateById(async (afterId: number | null, take) =>
    (
      await prisma.batch.findMany({
        where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
        select: BATCH_SELECT,
        orderBy: { id: "asc" },
        take,
      })
    ).map(toBatchItem),
  );
}
