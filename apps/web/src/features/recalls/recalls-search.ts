import { RECALL_SORT_KEYS, type TFindRecallsInput } from "@suyuan/contracts/recall/find-recalls";
import { RECALL_STATUSES, type TRecallLevel, type TRecallStatus } from "@suyuan/contracts/recall/recall-fields";
import { z } from "zod";
import { listSearchBase, pagingOf, searchDate, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const recallsSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(RECALL_SORT_KEYS),
  title: searchText,
  batchNo: searchText,
  enterpriseId: searchId,
  status: z.enum(RECALL_STATUSES).optional().catch(undefined),
  level: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional()
    .catch(undefined),
  from: searchDate,
  to: searchDate,
});

export type RecallsSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof RECALL_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  title?: string;
  batchNo?: string;
  enterpriseId?: number;
  status?: TRecallStatus;
  level?: TRecallLevel;
  from?: string;
  to?: string;
};

export function parseRecallsSearch(raw: Record<string, unknown>): RecallsSearch {
  const search = recallsSearchSchema.parse(raw);
  // A reversed range from a hand-edited URL is dropped rather than refused by the server.
  return search.from && search.to && search.from > search.to ? { ...search, from: undefined, to: undefined } : search;
}

/** The list call's filters (also the export's `q`), without paging. */
export function recallFilters(search: RecallsSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    title: search.title,
    batchNo: search.batchNo,
    enterpriseId: search.enterpriseId,
    status: search.status,
    level: search.level,
    from: search.from,
    to: search.to,
  } satisfies Partial<TFindRecallsInput>;
}

export function recallsQueryOptions(trpc: Trpc, search: RecallsSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.recall.find.queryOptions({ page, pageSize, ...recallFilters(search) });
}

export function recallQueryOptions(trpc: Trpc, id: number) {
  return trpc.recall.get.queryOptions({ id }, { staleTime: 0 });
}
