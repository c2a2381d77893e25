import {
  ENTERPRISE_SORT_KEYS,
  ENTERPRISE_STATUSES,
  ENTERPRISE_TYPES,
  type TFindEnterprisesInput,
} from "@suyuan/contracts/enterprise/enterprise-resource";
import { z } from "zod";
import { listSearchBase, pagingOf, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const enterprisesSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(ENTERPRISE_SORT_KEYS),
  name: searchText,
  creditCode: searchText,
  status: z.enum(ENTERPRISE_STATUSES).optional().catch(undefined),
  type: z.enum(ENTERPRISE_TYPES).optional().catch(undefined),
  provinceCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .catch(undefined),
});

export type EnterprisesSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof ENTERPRISE_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  name?: string;
  creditCode?: string;
  status?: (typeof ENTERPRISE_STATUSES)[number];
  type?: (typeof ENTERPRISE_TYPES)[number];
  provinceCode?: string;
};

export function parseEnterprisesSearch(raw: Record<string, unknown>): EnterprisesSearch {
  return enterprisesSearchSchema.parse(raw);
}

/** The list call's filters (also the export's `q`), without paging. */
export function enterpriseFilters(search: EnterprisesSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    name: search.name,
    creditCode: search.creditCode,
    status: search.status,
    type: search.type,
    provinceCode: search.provinceCode,
  } satisfies Partial<TFindEnterprisesInput>;
}

export function enterprisesQueryOptions(trpc: Trpc, search: EnterprisesSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.enterprise.find.queryOptions({ page, pageSize, ...enterpriseFilters(search) });
}

export function enterpriseQueryOptions(trpc: Trpc, id: number) {
  return trpc.enterprise.get.queryOptions({ id }, { staleTime: 0 });
}

export function myEnterpriseQueryOptions(trpc: Trpc) {
  return trpc.enterprise.getMine.queryOptions(undefined, { staleTime: 0 });
}
