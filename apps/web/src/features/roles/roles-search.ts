import { ROLE_SORT_KEYS } from "@suyuan/contracts/role/find-roles";
import { z } from "zod";
import { listSearchBase, pagingOf, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const rolesSearchSchema = z.object({ ...listSearchBase, sortBy: searchSortBy(ROLE_SORT_KEYS), name: searchText });

export type RolesSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof ROLE_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  name?: string;
};

export function parseRolesSearch(raw: Record<string, unknown>): RolesSearch {
  return rolesSearchSchema.parse(raw);
}

export function rolesQueryOptions(trpc: Trpc, search: RolesSearch) {
  const { page, pageSize, sortDir } = pagingOf(search);
  return trpc.role.find.queryOptions({ page, pageSize, sortDir, sortBy: search.sortBy, name: search.name });
}

export function roleQueryOptions(trpc: Trpc, id: number) {
  return trpc.role.get.queryOptions({ id }, { staleTime: 0 });
}

export function permissionTreeQueryOptions(trpc: Trpc) {
  return trpc.permission.findTree.queryOptions(undefined, { staleTime: 0 });
}
