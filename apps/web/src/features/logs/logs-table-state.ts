import type { SortState } from "@suyuan/ui/data-table";
import { getRouteApi } from "@tanstack/react-router";
import type { Paging } from "../../common/query-table.tsx";
import { cleanSearch, pagingOf } from "../../lib/list-search.ts";
import type { LogsSearch } from "./logs-search.ts";

const route = getRouteApi("/_authed/log/list");

/** Changes the page's search (filters, paging, order); what is left empty leaves the address. */
export function useLogsSearchUpdate() {
  const navigate = route.useNavigate();
  return (patch: Partial<LogsSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
}

/**
 * A log tab's paging and order as its QueryTable takes them, kept in the page's search: newest
 * first unless turned round (the logs are read in the order they were written).
 */
export function useLogsTableState(search: LogsSearch) {
  const update = useLogsSearchUpdate();
  return {
    paging: pagingOf(search),
    onPageChange: (paging: Paging) => update(paging),
    sort: { sortBy: "createdAt", sortDir: search.sortDir ?? "desc" } satisfies SortState,
    onSortChange: (sort: SortState) =>
      update({ page: 1, sortDir: sort.sortBy ? sort.sortDir : search.sortDir === "asc" ? "desc" : "asc" }),
  };
}
