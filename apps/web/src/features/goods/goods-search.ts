import { GOODS_SORT_KEYS, GOODS_STATUSES, type TFindGoodsInput } from "@suyuan/contracts/goods/goods-resource";
import { z } from "zod";
import { listSearchBase, pagingOf, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const goodsSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(GOODS_SORT_KEYS),
  name: searchText,
  barcode: searchText,
  classId: searchId,
  enterpriseId: searchId,
  status: z.enum(GOODS_STATUSES).optional().catch(undefined),
});

export type GoodsSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof GOODS_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  name?: string;
  barcode?: string;
  classId?: number;
  enterpriseId?: number;
  status?: (typeof GOODS_STATUSES)[number];
};

export function parseGoodsSearch(raw: Record<string, unknown>): GoodsSearch {
  return goodsSearchSchema.parse(raw);
}

/** The list call's filters (also the export's `q`), without paging. */
export function goodsFilters(search: GoodsSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    name: search.name,
    barcode: search.barcode,
    classId: search.classId,
    enterpriseId: search.enterpriseId,
    status: search.status,
  } satisfies Partial<TFindGoodsInput>;
}

export function goodsListQueryOptions(trpc: Trpc, search: GoodsSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.goods.find.queryOptions({ page, pageSize, ...goodsFilters(search) });
}

export function goodsQueryOptions(trpc: Trpc, id: number) {
  return trpc.goods.get.queryOptions({ id }, { staleTime: 0 });
}
