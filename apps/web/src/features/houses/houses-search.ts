import { BASE_SORT_KEYS } from "@suyuan/contracts/base/base-fields";
import { z } from "zod";
import { listSearchBase, pagingOf, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const housesSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(BASE_SORT_KEYS),
  name: searchText,
  baseId: searchId,
});

export type HousesSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof BASE_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  name?: string;
  baseId?: number;
};

export function parseHousesSearch(raw: Record<string, unknown>): HousesSearch {
  return housesSearchSchema.parse(raw);
}

export function housesQueryOptions(trpc: Trpc, search: HousesSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.house.find.queryOptions({
    page,
    pageSize,
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    name: search.name,
    baseId: search.baseId,
  });
}

export function houseQueryOptions(trpc: Trpc, id: number) {
  return trpc.house.get.queryOptions({ id }, { staleTime: 0 });
}
