import { TEMPLATE_SORT_KEYS, type TFindTemplatesInput } from "@suyuan/contracts/trace-template/find-templates";
import { z } from "zod";
import { listSearchBase, pagingOf, searchBool, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const templatesSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(TEMPLATE_SORT_KEYS),
  name: searchText,
  enterpriseId: searchId,
  platform: searchBool,
  enabled: searchBool,
});

export type TemplatesSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof TEMPLATE_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  name?: string;
  enterpriseId?: number;
  platform?: boolean;
  enabled?: boolean;
};

export function parseTemplatesSearch(raw: Record<string, unknown>): TemplatesSearch {
  return templatesSearchSchema.parse(raw);
}

export function templateFilters(search: TemplatesSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    name: search.name,
    enterpriseId: search.enterpriseId,
    platform: search.platform,
    enabled: search.enabled,
  } satisfies Partial<TFindTemplatesInput>;
}

export function templatesQueryOptions(trpc: Trpc, search: TemplatesSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.traceTemplate.find.queryOptions({ page, pageSize, ...templateFilters(search) });
}

export function templateQueryOptions(trpc: Trpc, id: number) {
  return trpc.traceTemplate.get.queryOptions({ id }, { staleTime: 0 });
}
