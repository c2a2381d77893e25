import {
  STATISTIC_FIGURES,
  monthsBetween,
  type TFindStatisticMonthInput,
  type TFindStatisticSeriesInput,
  type TStatisticMonth,
  type TStatisticSeries,
} from "@suyuan/contracts/statistics/statistics-operations";
import { prisma } from "@suyuan/db/client";
import { dayDate, dayText } from "../../kit/resource-rows.ts";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";

type Figures = Record<(typeof STATISTIC_FIGURES)[number], number>;

const zero = (): Figures => ({
  onlineSales: 0,
  orders: 0,
  parcelsIn: 0,
  parcelsOut: 0,
  shops: 0,
  trained: 0,
  employed: 0,
});

function figuresOf(values: Record<string, unknown> | null | undefined): Figures {
  const figures = zero();
  for (const key of STATISTIC_FIGURES) figures[key] = values?.[key] == null ? 0 : Number(values[key]);
  return figures;
}

/**
 * Totals of every figure per month of the range: one town's, or the whole site's (the county)
 * when no town is given. Every month of the range is present, zero where nothing was entered.
 */
export async function findStatisticSeries(
  ctx: ServiceContext,
  input: TFindStatisticSeriesInput,
): Promise<TStatisticSeries> {
  const groups = await prisma.townStatistic.groupBy({
    by: ["month"],
    where: {
      siteId: currentSite(ctx),
      ...(input.townId ? { townId: input.townId } : {}),
      month: { gte: dayDate(`${input.from}-01`), lte: dayDate(`${input.to}-01`) },
    },
    _sum: {
      onlineSales: true,
      orders: true,
      parcelsIn: true,
      parcelsOut: true,
      shops: true,
      trained: true,
      employed: true,
    },
  });
  const byMonth = new Map(groups.map((group) => [dayText(group.month)?.slice(0, 7), figuresOf(group._sum)]));
  return monthsBetween(input.from, input.to).map((month) => ({ month, ...(byMonth.get(month) ?? zero()) }));
}

/** One row per town of the site with its figures of the month (zero and no id where none). */
export async function findStatisticMonth(
  ctx: ServiceContext,
  input: TFindStatisticMonthInput,
): Promise<TStatisticMonth> {
  const siteId = currentSite(ctx);
  const [towns, rows] = await Promise.all([
    prisma.town.findMany({
      where: { siteId },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: { id: true, name: true },
    }),
    prisma.townStatistic.findMany({ where: { siteId, month: dayDate(`${input.month}-01`) } }),
  ]);
  const byTown = new Map(rows.map((row) => [row.townId, row]));
  return towns.map((town) => {
    const row = byTown.get(town.id);
    return { id: row?.id ?? null, townId: town.id, townName: town.name, ...figuresOf(row) };
  });
}
