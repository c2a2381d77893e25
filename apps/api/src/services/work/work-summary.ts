import type { TGetWorkSummaryOutput } from "@suyuan/contracts/work/get-work-summary";
import { prisma } from "@suyuan/db/client";
import { enterpriseWhere } from "../access/enterprise-scope.ts";
import { hasPermission } from "../auth/user-access.ts";
import type { ServiceContext } from "../service-context.ts";

/** Counts are answered only for areas the user may open (null otherwise), and within their scope. */
export async function getWorkSummary(ctx: ServiceContext): Promise<TGetWorkSummaryOutput> {
  const may = (key: string) => hasPermission(ctx.access, key);
  const scoped = enterpriseWhere(ctx.scope);
  const mine = ctx.scope.kind === "enterprise" ? ctx.scope.enterpriseId : null;
  const count = (allowed: boolean, run: () => Promise<number>) => (allowed ? run() : Promise.resolve(null));

  const [
    enterprisesToCheck,
    goodsToExamine,
    myEnterprise,
    myGoodsPending,
    myGoodsRejected,
    enterprises,
    goods,
    bases,
    houses,
    devices,
  ] = await Promise.all([
    count(may("/enterprise/check"), () =>
      prisma.enterprise.count({ where: { status: "pending", ...(mine ? { id: mine } : {}) } }),
    ),
    count(may("/goods/examine"), () => prisma.goods.count({ where: { status: "pending", ...scoped } })),
    mine
      ? prisma.enterprise.findUnique({
          where: { id: mine },
          select: { id: true, name: true, status: true, checkOpinion: true },
        })
      : Promise.resolve(null),
    count(mine !== null, () => prisma.goods.count({ where: { enterpriseId: mine ?? 0, status: "pending" } })),
    count(mine !== null, () => prisma.goods.count({ where: { enterpriseId: mine ?? 0, status: "rejected" } })),
    count(may("/enterprise/list"), () => prisma.enterprise.count({ where: mine ? { id: mine } : {} })),
    count(may("/goods/list"), () => prisma.goods.count({ where: scoped })),
    count(may("/base/list"), () => prisma.base.count({ where: scoped })),
    count(may("/house/list"), () => prisma.house.count({ where: scoped })),
    count(may("/env/list"), () => prisma.envDevice.count({ where: scoped })),
  ]);
  return {
    todo: { enterprisesToCheck, goodsToExamine, myEnterprise, myGoodsPending, myGoodsRejected },
    counts: { enterprises, goods, bases, houses, devices },
  };
}
