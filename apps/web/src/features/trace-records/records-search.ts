import { RECORD_SORT_KEYS, type TFindRecordsInput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { z } from "zod";
import { listSearchBase, pagingOf, searchDate, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const recordsSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(RECORD_SORT_KEYS),
  batchId: searchId,
  stageName: searchText,
  from: searchDate,
  to: searchDate,
});

export type RecordsSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof RECORD_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  batchId?: number;
  stageName?: string;
  from?: string;
  to?: string;
};

export function parseRecordsSearch(raw: Record<string, unknown>): RecordsSearch {
  const search = recordsSearchSchema.parse(raw);
  return search.from && search.to && search.from > search.to ? { ...search, from: undefined, to: undefined } : search;
}

export function recordsQueryOptions(trpc: Trpc, search: RecordsSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.traceRecord.find.queryOptions({
    page,
    pageSize,
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    batchId: search.batchId,
    stageName: search.stageName,
    from: search.from,
    to: search.to,
  } satisfies Partial<TFindRecordsInput>);
}

export function recordQueryOptions(trpc: Trpc, id: number) {
  return trpc.traceRecord.get.queryOptions({ id }, { staleTime: 0 });
}
