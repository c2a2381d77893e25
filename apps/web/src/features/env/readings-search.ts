import dayjs from "dayjs";
import { z } from "zod";
import { listSearchBase, pagingOf, searchDate, searchId } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const readingsSearchSchema = z.object({ ...listSearchBase, deviceId: searchId, from: searchDate, to: searchDate });

export type ReadingsSearch = {
  page?: number;
  pageSize?: number;
  sortDir?: "asc" | "desc";
  deviceId?: number;
  from?: string;
  to?: string;
};

export function parseReadingsSearch(raw: Record<string, unknown>): ReadingsSearch {
  return readingsSearchSchema.parse(raw);
}

/** Days shown when no period is chosen: the last week, today included. */
const DEFAULT_DAYS = 7;

/** The chosen period as instants: from the first day's start to the last day's end (local time). */
export function periodOf(search: ReadingsSearch): { from: Date; to: Date; fromDay: string; toDay: string } {
  const toDay = search.to ?? dayjs().format("YYYY-MM-DD");
  const fromDay =
    search.from ??
    dayjs(toDay)
      .subtract(DEFAULT_DAYS - 1, "day")
      .format("YYYY-MM-DD");
  return {
    from: dayjs(fromDay).startOf("day").toDate(),
    to: dayjs(toDay).endOf("day").toDate(),
    fromDay,
    toDay,
  };
}

export function readingsQueryOptions(trpc: Trpc, search: ReadingsSearch) {
  const { page, pageSize } = pagingOf(search);
  const { from, to } = periodOf(search);
  return trpc.envReading.find.queryOptions({ page, pageSize, deviceId: search.deviceId, from, to });
}

/**
 * There is no "get one reading" call: the edit link carries the reading's device and time, and
 * the page finds the reading among that device's readings at that instant.
 */
export function readingLookupOptions(trpc: Trpc, deviceId: number, at: Date) {
  return trpc.envReading.find.queryOptions({ page: 1, pageSize: 100, deviceId, from: at, to: at }, { staleTime: 0 });
}
