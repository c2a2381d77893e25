import {
  QUALITY_CHECK_SORT_KEYS,
  type TFindQualityChecksInput,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import { z } from "zod";
import {
  listSearchBase,
  pagingOf,
  searchBool,
  searchDate,
  searchId,
  searchSortBy,
  searchText,
} from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const checksSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(QUALITY_CHECK_SORT_KEYS),
  organisation: searchText,
  enterpriseId: searchId,
  batchId: searchId,
  goodsId: searchId,
  passed: searchBool,
  from: searchDate,
  to: searchDate,
});

export type QualityChecksSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof QUALITY_CHECK_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  organisation?: string;
  enterpriseId?: number;
  batchId?: number;
  goodsId?: number;
  passed?: boolean;
  from?: string;
  to?: string;
};

export function parseQualityChecksSearch(raw: Record<string, unknown>): QualityChecksSearch {
  const search = checksSearchSchema.parse(raw);
  // A reversed range from a hand-edited URL is dropped rather than refused by the server.
  return search.from && search.to && search.from > search.to ? { ...search, from: undefined, to: undefined } : search;
}

/** The list call's filters (also the export's `q`), without paging. */
export function qualityCheckFilters(search: QualityChecksSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    organisation: search.organisation,
    enterpriseId: search.enterpriseId,
    batchId: search.batchId,
    goodsId: search.goodsId,
    passed: search.passed,
    from: search.from,
    to: search.to,
  } satisfies Partial<TFindQualityChecksInput>;
}

export function qualityChecksQueryOptions(trpc: Trpc, search: QualityChecksSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.qualityCheck.find.queryOptions({ page, pageSize, ...qualityCheckFilters(search) });
}

export function qualityCheckQueryOptions(trpc: Trpc, id: number) {
  return trpc.qualityCheck.get.queryOptions({ id }, { staleTime: 0 });
}
