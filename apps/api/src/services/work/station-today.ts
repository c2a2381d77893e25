import {
  OPEN_AGENCY_STATUSES,
  OPEN_PURCHASE_STATUSES,
  STATION_TODAY_LIST_SIZE,
  type TGetStationTodayOutput,
} from "@suyuan/contracts/work/work-operations";
import { prisma } from "@suyuan/db/client";
import { hasPermission } from "../auth/user-access.ts";
import { fromDay } from "../recall/recalls.ts";
import { todayInChina } from "../../lib/stored-day.ts";
import { currentSite } from "../access/site-scope.ts";
import { stationScopeIn, stationWhere } from "../access/station-scope.ts";
import type { ServiceContext } from "../service-context.ts";

const DAY_MS = 86_400_000;

/** Today as the instants it spans in China (00:00 +08:00 to the next midnight). */
function todayRange(day: string) {
  const start = new Date(`${day}T00:00:00+08:00`);
  return { gte: start, lt: new Date(start.getTime() + DAY_MS) };
}

/**
 * The work bench's work-platform card: open purchase and sales-agency records (oldest first, as
 * they have waited longest) and today's daily reports, at the operator's station or, for county
 * staff, at every station of the current site. Each part only for callers who may open its list.
 */
export async function getStationToday(ctx: ServiceContext): Promise<TGetStationTodayOutput> {
  const may = (key: string) => hasPermission(ctx.access, key);
  const siteId = currentSite(ctx);
  const day = todayInChina();
  const today = todayRange(day);
  const own = { siteId, ...stationWhere(ctx) };
  const scope = stationScopeIn(ctx);
  const station =
    scope.kind === "station"
      ? await prisma.villageStation.findFirst({
          where: { id: scope.stationId, siteId },
          select: { id: true, name: true },
        })
      : null;

  async function purchase() {
    const open = { ...own, status: { in: [...OPEN_PURCHASE_STATUSES] } };
    const [count, createdToday, rows] = await Promise.all([
      prisma.purchaseOrder.count({ where: open }),
      prisma.purchaseOrder.count({ where: { ...own, createdAt: today } }),
      prisma.purchaseOrder.findMany({
        where: open,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: STATION_TODAY_LIST_SIZE,
        select: {
          id: true,
          villagerName: true,
          status: true,
          estimatedTotal: true,
          station: { select: { name: true } },
        },
      }),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      villagerName: row.villagerName,
      stationName: row.station.name,
      status: row.status,
      estimatedTotal: row.estimatedTotal.toNumber(),
    }));
    return { open: count, createdToday, items };
  }

  async function sales() {
    const open = { ...own, status: { in: [...OPEN_AGENCY_STATUSES] } };
    const [count, createdToday, rows] = await Promise.all([
      prisma.salesAgency.count({ where: open }),
      prisma.salesAgency.count({ where: { ...own, createdAt: today } }),
      prisma.salesAgency.findMany({
        where: open,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: STATION_TODAY_LIST_SIZE,
        select: {
          id: true,
          goodsName: true,
          villagerName: true,
          status: true,
          quantity: true,
          soldQuantity: true,
          unit: true,
          station: { select: { name: true } },
        },
      }),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      goodsName: row.goodsName,
      villagerName: row.villagerName,
      stationName: row.station.name,
      status: row.status,
      remaining: row.quantity.minus(row.soldQuantity).toNumber(),
      unit: row.unit,
    }));
    return { open: count, createdToday, items };
  }

  async function daily() {
    const stations = { siteId, status: "open" as const, ...stationWhere(ctx, "id") };
    const [count, reported, mine] = await Promise.all([
      prisma.villageStation.count({ where: stations }),
      prisma.dailyReport.count({ where: { day: fromDay(day), station: stations } }),
      station
        ? prisma.dailyReport.findUnique({
            where: { stationId_day: { stationId: station.id, day: fromDay(day) } },
            select: { id: true },
          })
        : Promise.resolve(null),
    ]);
    return { myReportId: mine?.id ?? null, stations: count, reported };
  }

  const [purchaseCard, salesCard, dailyCard] = await Promise.all([
    may("/work_platform/buyList") ? purchase() : Promise.resolve(null),
    may("/work_platform/sellList") ? sales() : Promise.resolve(null),
    may("/work_platform/dailyList") ? daily() : Promise.resolve(null),
  ]);
  return { day, station, purchase: purchaseCard, sales: salesCard, daily: dailyCard };
}
