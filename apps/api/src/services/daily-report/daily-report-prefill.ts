import type {
  TPrefillDailyReportOutput,
  ZPrefillDailyReportInput,
} from "@suyuan/contracts/daily-report/daily-report-operations";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { assertStationInScope } from "../access/station-scope.ts";
import { fromDay } from "../recall/recalls.ts";
import type { ServiceContext } from "../service-context.ts";

const DAY_MS = 86_400_000;

/** A China calendar day as the instants it spans (00:00 +08:00 to the next). */
function chinaDayRange(day: string) {
  const start = new Date(`${day}T00:00:00+08:00`);
  return { gte: start, lt: new Date(start.getTime() + DAY_MS) };
}

/**
 * The counts a new report of a station and day starts from: purchase orders and sales-agency
 * records created that day; parcels of the express area at that station dated that day, by
 * direction; turnover = agency sales made that day + actual amounts of purchase orders delivered
 * that day. The form keeps them editable.
 */
export async function prefillDailyReport(
  ctx: ServiceContext,
  input: z.output<typeof ZPrefillDailyReportInput>,
): Promise<TPrefillDailyReportOutput> {
  const siteId = currentSite(ctx);
  const { stationId, day } = input;
  assertStationInScope(ctx, stationId);
  const station = await prisma.villageStation.findFirst({ where: { id: stationId, siteId }, select: { id: true } });
  if (!station) throw new AppError("NOT_FOUND");
  const during = chinaDayRange(day);
  const own = { siteId, stationId };
  const purchaseOrders = await prisma.purchaseOrder.count({ where: { ...own, createdAt: during } });
  const salesOrders = await prisma.salesAgency.count({ where: { ...own, createdAt: during } });
  const parcels = await prisma.express.groupBy({
    by: ["direction"],
    where: { ...own, date: fromDay(day) },
    _count: { _all: true },
  });
  const sold = await prisma.salesAgencySale.aggregate({
    where: { soldAt: during, agency: own },
    _sum: { amount: true },
  });
  const delivered = await prisma.purchaseOrder.aggregate({
    where: { ...own, status: "delivered", events: { some: { toStatus: "delivered", at: during } } },
    _sum: { actualAmount: true },
  });
  const existing = await prisma.dailyReport.findFirst({
    where: { stationId, day: fromDay(day) },
    select: { id: true },
  });
  const parcelsOf = (direction: string) => parcels.find((row) => row.direction === direction)?._count._all ?? 0;
  const turnover = Number(sold._sum.amount ?? 0) + Number(delivered._sum.actualAmount ?? 0);
  return {
    purchaseOrders,
    salesOrders,
    expressIn: parcelsOf("inbound"),
    expressOut: parcelsOf("outbound"),
    turnover: Math.round(turnover * 100) / 100,
    existingId: existing?.id ?? null,
  };
}
