import { z } from "zod";
import { ZId, ZMonth } from "../kit/primitives.ts";

/** The figures of a statistics row, in sheet and chart order. */
export const STATISTIC_FIGURES = [
  "onlineSales",
  "orders",
  "parcelsIn",
  "parcelsOut",
  "shops",
  "trained",
  "employed",
] as const;

/** Longest range of a series (ten years of months). */
const MAX_SERIES_MONTHS = 120;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Months from..to inclusive, yyyy-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index += 1)
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
  return months;
}

/** A month range: from not after to, at most MAX_SERIES_MONTHS months. */
export const ZMonthRange = z
  .object({ from: ZMonth, to: ZMonth })
  .refine((range) => range.from <= range.to, { message: "validation.dateRange", path: ["to"] })
  .refine((range) => monthIndex(range.to) - monthIndex(range.from) < MAX_SERIES_MONTHS, {
    message: "validation.tooMany",
    path: ["to"],
  });

const figures = {
  onlineSales: z.number(),
  orders: z.number(),
  parcelsIn: z.number(),
  parcelsOut: z.number(),
  shops: z.number(),
  trained: z.number(),
  employed: z.number(),
};

export const ZFindStatisticSeriesInput = z
  .object({ townId: ZId.optional(), from: ZMonth, to: ZMonth })
  .refine((range) => range.from <= range.to, { message: "validation.dateRange", path: ["to"] })
  .refine((range) => monthIndex(range.to) - monthIndex(range.from) < MAX_SERIES_MONTHS, {
    message: "validation.tooMany",
    path: ["to"],
  });
export type TFindStatisticSeriesInput = z.infer<typeof ZFindStatisticSeriesInput>;

/** Totals of every figure per month (every month of the range, zero when nothing was entered). */
export const ZStatisticSeries = z.array(z.object({ month: z.string(), ...figures }));
export type TStatisticSeries = z.infer<typeof ZStatisticSeries>;

export const ZFindStatisticMonthInput = z.object({ month: ZMonth });
export type TFindStatisticMonthInput = z.infer<typeof ZFindStatisticMonthInput>;

/** One row per town of the site for the month; `id` is null where nothing was entered. */
export const ZStatisticMonth = z.array(
  z.object({ id: z.number().nullable(), townId: z.number(), townName: z.string(), ...figures }),
);
export type TStatisticMonth = z.infer<typeof ZStatisticMonth>;

/** The import sheet's columns, in order (the import template has exactly these headers). */
export const STATISTICS_SHEET_COLUMNS = [
  { key: "town", zh: "乡镇名称", en: "Town" },
  { key: "month", zh: "月份", en: "Month" },
  { key: "onlineSales", zh: "网络销售额", en: "Online sales" },
  { key: "orders", zh: "订单数", en: "Orders" },
  { key: "parcelsIn", zh: "快递进件", en: "Parcels in" },
  { key: "parcelsOut", zh: "快递出件", en: "Parcels out" },
  { key: "shops", zh: "网店数", en: "Online shops" },
  { key: "trained", zh: "培训人数", en: "People trained" },
  { key: "employed", zh: "带动就业", en: "Jobs created" },
] as const;

/** An import's answer: rows written (created and updated), or every bad cell and nothing written. */
export type TImportResult = {
  imported: number;
  created?: number | undefined;
  updated?: number | undefined;
  errors: { row: number; field: string; message: string }[];
};
