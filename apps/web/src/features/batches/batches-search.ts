import { BATCH_STATUSES } from "@suyuan/contracts/batch/batch-fields";
import { BATCH_SORT_KEYS, type TFindBatchesInput } from "@suyuan/contracts/batch/find-batches";
import { z } from "zod";
import { listSearchBase, pagingOf, searchDate, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const batchesSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(BATCH_SORT_KEYS),
  keyword: searchText,
  enterpriseId: searchId,
  templateId: searchId,
  status: z.enum(BATCH_STATUSES).optional().catch(undefined),
  from: searchDate,
  to: searchDate,
});

export type BatchesSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof BATCH_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  keyword?: string;
  enterpriseId?: number;
  templateId?: number;
  status?: (typeof BATCH_STATUSES)[number];
  from?: string;
  to?: string;
};

export function parseBatchesSearch(raw: Record<string, unknown>): BatchesSearch {
  const search = batchesSearchSchema.parse(raw);
  // A reversed range from a hand-edited URL is dropped rather than refused by the server.
  return search.from && search.to && search.from > search.to ? { ...search, from: undefined, to: undefined } : search;
}

export function batchFilters(search: BatchesSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    keyword: search.keyword,
    enterpriseId: search.enterpriseId,
    templateId: search.templateId,
    status: search.status,
    from: search.from,
    to: search.to,
  } satisfies Partial<TFindBatchesInput>;
}

export function batchesQueryOptions(trpc: Trpc, search: BatchesSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.batch.find.queryOptions({ page, pageSize, ...batchFilters(search) });
}

export function batchQueryOptions(trpc: Trpc, id: number) {
  return trpc.batch.get.queryOptions({ id }, { staleTime: 0 });
}
