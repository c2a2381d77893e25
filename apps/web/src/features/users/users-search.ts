import { USER_SORT_KEYS, type TFindUsersInput } from "@suyuan/contracts/user/user-resource";
import { z } from "zod";
import { listSearchBase, pagingOf, searchBool, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const usersSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(USER_SORT_KEYS),
  username: searchText,
  realName: searchText,
  mobile: searchText,
  roleId: searchId,
  enabled: searchBool,
  enterpriseId: searchId,
});

export type UsersSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof USER_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  username?: string;
  realName?: string;
  mobile?: string;
  roleId?: number;
  enabled?: boolean;
  enterpriseId?: number;
};

export function parseUsersSearch(raw: Record<string, unknown>): UsersSearch {
  return usersSearchSchema.parse(raw);
}

/** The list call's filters (also the export's `q`), without paging. */
export function userFilters(search: UsersSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    username: search.username,
    realName: search.realName,
    mobile: search.mobile,
    roleId: search.roleId,
    enabled: search.enabled,
    enterpriseId: search.enterpriseId,
  } satisfies Partial<TFindUsersInput>;
}

export function usersQueryOptions(trpc: Trpc, search: UsersSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.user.find.queryOptions({ page, pageSize, ...userFilters(search) });
}
