import { FAILED_CHECK_DAYS, type TGetWorkSummaryOutput } from "@suyuan/contracts/work/work-operations";
import { prisma } from "@suyuan/db/client";
import { enterpriseWhere } from "../access/enterprise-scope.ts";
import { hasPermission } from "../auth/user-access.ts";
import { fromDay } from "../recall/recalls.ts";
import { todayInChina } from "../../lib/stored-day.ts";
import type { ServiceContext } from "../service-context.ts";

/** Counts are answered only for areas the user may open (null otherwise), and within their scope. */
export async function getWorkSummary(ctx: ServiceContext): Promise<TGetWorkSummaryOutput> {
  const may = (key: string) => hasPermission(ctx.access, key);
  const scoped = enterpriseWhere(ctx.scope);
  const mine = ctx.scope.kind === "enterprise" ? ctx.scope.enterpriseId : null;
  const count = (allowed: boolean, run: () => Promise<number>) => (allowed ? run() : Promise.resolve(null));
  // Check dates are calendar days in China: the window is today and the FAILED_CHECK_DAYS days before.
  const failedChecksSince = todayInChina(Date.now() - FAILED_CHECK_DAYS * 86_400_000);

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
    applicationsToExamine,
    myApplicationsPending,
    activeRecalls,
    failedChecks,
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
    count(may("/apply/examine"), () => prisma.codeApplication.count({ where: { status: "pending", ...scoped } })),
    count(mine !== null, () => prisma.codeApplication.count({ where: { enterpriseId: mine ?? 0, status: "pending" } })),
    count(may("/recall/list"), () => prisma.recall.count({ where: { status: "active", ...scoped } })),
    count(may("/quality_check/list"), () =>
      prisma.qualityCheck.count({
        where: { passed: false, checkDate: { gte: fromDay(failedChecksSince) }, ...scoped },
      }),
    ),
  ]);
  return {
    todo: {
      enterprisesToCheck,
      goodsToExamine,
      myEnterprise,
      myGoodsPending,
      myGoodsRejected,
      applicationsToExamine,
      myApplicationsPending,
      activeRecalls,
      failedChecks,
      failedChecksSince,
    },
    counts: { enterprises, goods, bases, houses, devices },
  };
}
