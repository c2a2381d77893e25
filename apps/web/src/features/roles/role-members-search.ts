import { z } from "zod";
import { listSearchBase, pagingOf, searchId, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

// Not in the page module: the route file imports these, and route files are part of the route tree
// that every page (/login too) loads.

const membersSearchSchema = z.object({ ...listSearchBase, roleId: searchId, username: searchText });
export type MembersSearch = { roleId?: number; page?: number; pageSize?: number; username?: string };

export function parseMembersSearch(raw: Record<string, unknown>): MembersSearch {
  const { sortDir: _sortDir, ...rest } = membersSearchSchema.parse(raw);
  return rest;
}

export function membersQueryOptions(trpc: Trpc, roleId: number, search: MembersSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.role.findMembers.queryOptions({ roleId, page, pageSize, username: search.username });
}
