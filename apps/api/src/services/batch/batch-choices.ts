import type { TFindBatchChoicesInput } from "@suyuan/contracts/batch/batch-operations";
import type { TOption } from "@suyuan/contracts/common/list";
import { prisma } from "@suyuan/db/client";
import { enterpriseWhere } from "../access/enterprise-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { templateUsableWhere, templateVisibleWhere } from "../trace-template/template-access.ts";
import { containsText } from "../list/text-match.ts";

const LIMIT = 50;

/** Choices within the user's scope; see ZFindBatchChoicesInput. */
export async function findBatchChoices(ctx: ServiceContext, input: TFindBatchChoicesInput): Promise<TOption[]> {
  const name = input.name ? { name: containsText(input.name) } : {};
  const owner = input.enterpriseId === undefined ? {} : { enterpriseId: input.enterpriseId };
  const scoped = { AND: [enterpriseWhere(ctx.scope), owner, name] };
  const select = { id: true, name: true } as const;
  const orderBy = [{ name: "asc" as const }, { id: "asc" as const }];
  switch (input.kind) {
    case "goods":
      return prisma.goods.findMany({ where: scoped, select, orderBy, take: LIMIT });
    case "base":
      return prisma.base.findMany({ where: scoped, select, orderBy, take: LIMIT });
    case "house": {
      const rows = await prisma.house.findMany({
        where: { AND: [...scoped.AND, input.baseId ? { baseId: input.baseId } : {}] },
        select: { id: true, name: true, base: { select: { name: true } } },
        orderBy,
        take: LIMIT,
      });
      return rows.map((row) => ({ id: row.id, name: `${row.base.name} / ${row.name}` }));
    }
    case "template":
      return prisma.traceTemplate.findMany({
        where: {
          AND: [
            templateVisibleWhere(ctx.scope),
            input.enterpriseId === undefined ? { enabled: true } : templateUsableWhere(input.enterpriseId),
            name,
          ],
        },
        select,
        orderBy,
        take: LIMIT,
      });
    case "goodsClass":
      return prisma.goodsClass.findMany({ where: name, select, orderBy, take: LIMIT });
  }
}
