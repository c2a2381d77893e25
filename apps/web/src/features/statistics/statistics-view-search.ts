import { ZMonth } from "@suyuan/contracts/kit/primitives";
import dayjs from "dayjs";
import { z } from "zod";
import { searchId } from "../../lib/list-search.ts";

/** Months shown when no range is chosen: the last year, this month included. */
const DEFAULT_MONTHS = 12;

const searchMonth = ZMonth.optional().catch(undefined);

const schema = z.object({
  townId: searchId,
  from: searchMonth,
  to: searchMonth,
  month: searchMonth,
  /** A statistics row (the list's 查看): its town and month are preselected. */
  id: searchId,
});

/** The dashboard's URL search: town (none = the whole county), month range, the by-town month. */
export type StatisticsViewSearch = { townId?: number; from?: string; to?: string; month?: string; id?: number };

export function parseStatisticsViewSearch(raw: Record<string, unknown>): StatisticsViewSearch {
  return schema.parse(raw);
}

const monthOf = (value: dayjs.Dayjs) => value.format("YYYY-MM");

/** The chosen range, defaulting to the last DEFAULT_MONTHS months; the by-town month defaults to its end. */
export function rangeOf(search: StatisticsViewSearch, now = dayjs()): { from: string; to: string; month: string } {
  const to = search.to ?? (search.from && search.from > monthOf(now) ? search.from : monthOf(now));
  const from =
    search.from ??
    monthOf(
      dayjs(`${to}-01`)
        .subtract(DEFAULT_MONTHS - 1, "month")
        .startOf("month"),
    );
  return { from, to, month: search.month ?? to };
}

/** The range that shows a row's month: the default one if it already does, else the year up to it. */
export function rangeShowing(month: string, now = dayjs()): { from?: string; to?: string } {
  const { from, to } = rangeOf({}, now);
  if (month >= from && month <= to) return {};
  return { from: monthOf(dayjs(`${month}-01`).subtract(DEFAULT_MONTHS - 1, "month")), to: month };
}
