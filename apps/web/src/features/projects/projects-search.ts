import { PROJECT_SORT_KEYS, PROJECT_STATUSES, type TFindProjectsInput } from "@suyuan/contracts/project/project-fields";
import { z } from "zod";
import { listSearchBase, pagingOf, searchId, searchSortBy, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const projectsSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(PROJECT_SORT_KEYS),
  name: searchText,
  town: searchText,
  status: z.enum(PROJECT_STATUSES).optional().catch(undefined),
  enterpriseId: searchId,
});

export type ProjectsSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof PROJECT_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  name?: string;
  town?: string;
  status?: (typeof PROJECT_STATUSES)[number];
  enterpriseId?: number;
};

export function parseProjectsSearch(raw: Record<string, unknown>): ProjectsSearch {
  return projectsSearchSchema.parse(raw);
}

/** The list call's filters (also the export's `q`), without paging. */
export function projectFilters(search: ProjectsSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    name: search.name,
    town: search.town,
    status: search.status,
    enterpriseId: search.enterpriseId,
  } satisfies Partial<TFindProjectsInput>;
}

export function projectsQueryOptions(trpc: Trpc, search: ProjectsSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.project.find.queryOptions({ page, pageSize, ...projectFilters(search) });
}
