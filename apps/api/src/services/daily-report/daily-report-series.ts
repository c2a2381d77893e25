import { DAILY_REPORT_CHART_DAYS } from "@suyuan/contracts/daily-report/daily-report-resource";
import type {
  TDailyReportSeriesOutput,
  ZDailyReportSeriesInput,
} from "@suyuan/contracts/daily-report/daily-report-operations";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { storedDayText } from "../../lib/stored-day.ts";
import { currentSite } from "../access/site-scope.ts";
import { assertStationInScope } from "../access/station-scope.ts";
import { fromDay } from "../recall/recalls.ts";
import type { ServiceContext } from "../service-context.ts";

const DAY_MS = 86_400_000;

/** The station's last DAILY_REPORT_CHART_DAYS days up to `to`, one point a day (zeros where no report). */
export async function dailyReportSeries(
  ctx: ServiceContext,
  input: z.output<typeof ZDailyReportSeriesInput>,
): Promise<TDailyReportSeriesOutput> {
  const siteId = currentSite(ctx);
  assertStationInScope(ctx, input.stationId);
  const end = fromDay(input.to);
  const start = new Date(end.getTime() - (DAILY_REPORT_CHART_DAYS - 1) * DAY_MS);
  const rows = await prisma.dailyReport.findMany({
    where: { siteId, stationId: input.stationId, day: { gte: start, lte: end } },
    select: {
      day: true,
      visitors: true,
      purchaseOrders: true,
      salesOrders: true,
      expressIn: true,
      expressOut: true,
      turnover: true,
    },
  });
  const byDay = new Map(rows.map((row) => [storedDayText(row.day), row]));
  return Array.from({ length: DAILY_REPORT_CHART_DAYS }, (_, index) => {
    const day = storedDayText(new Date(start.getTime() + index * DAY_MS));
    const row = byDay.get(day);
    return {
      day,
      reported: row !== undefined,
      visitors: row?.visitors ?? 0,
      purchaseOrders: row?.purchaseOrders ?? 0,
      salesOrders: row?.salesOrders ?? 0,
      expressIn: row?.expressIn ?? 0,
      expressOut: row?.expressOut ?? 0,
      turnover: row ? Number(row.turnover) : 0,
    };
  });
}
