import { type TFindScansInput, SCAN_SORT_KEYS } from "@suyuan/contracts/scan/scan-operations";
import { z } from "zod";
import { listSearchBase, pagingOf, searchDate, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const scanSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(SCAN_SORT_KEYS),
  enterpriseId: searchId,
  goodsId: searchId,
  batchId: searchId,
  code: searchText,
  from: searchDate,
  to: searchDate,
});

export type ScanSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof SCAN_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  enterpriseId?: number;
  goodsId?: number;
  batchId?: number;
  code?: string;
  from?: string;
  to?: string;
};

export function parseScanSearch(raw: Record<string, unknown>): ScanSearch {
  const search = scanSearchSchema.parse(raw);
  // A reversed range would be refused by the server: drop the end rather than fail the page.
  return search.from && search.to && search.from > search.to ? { ...search, to: undefined } : search;
}

/** The filters shared by the list, the charts and the export. */
export function scanFilters(search: ScanSearch) {
  return {
    enterpriseId: search.enterpriseId,
    goodsId: search.goodsId,
    batchId: search.batchId,
    code: search.code,
    from: search.from,
    to: search.to,
  };
}

export function scanListQueryOptions(trpc: Trpc, search: ScanSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.scan.find.queryOptions({
    page,
    pageSize,
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    ...scanFilters(search),
  } satisfies Partial<TFindScansInput>);
}

export function scanStatsQueryOptions(trpc: Trpc, search: ScanSearch) {
  return trpc.scan.stats.queryOptions(scanFilters(search));
}
