import { BASE_SORT_KEYS, type TFindBasesInput } from "@suyuan/contracts/base/base-fields";
import { z } from "zod";
import { listSearchBase, pagingOf, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const basesSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(BASE_SORT_KEYS),
  name: searchText,
  enterpriseId: searchId,
  provinceCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .catch(undefined),
});

export type BasesSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof BASE_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  name?: string;
  enterpriseId?: number;
  provinceCode?: string;
};

export function parseBasesSearch(raw: Record<string, unknown>): BasesSearch {
  return basesSearchSchema.parse(raw);
}

export function basesQueryOptions(trpc: Trpc, search: BasesSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.base.find.queryOptions({
    page,
    pageSize,
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    name: search.name,
    enterpriseId: search.enterpriseId,
    provinceCode: search.provinceCode,
  } satisfies Partial<TFindBasesInput>);
}

export function baseQueryOptions(trpc: Trpc, id: number) {
  return trpc.base.get.queryOptions({ id }, { staleTime: 0 });
}
