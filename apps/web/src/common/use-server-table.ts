import type { DataTableProps, SortState } from "@suyuan/ui/data-table";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pagingOf } from "../lib/list-search.ts";
import { useMe } from "../lib/use-me.ts";
import { useTableTexts } from "./use-table-texts.ts";

type TableSearch<Sort extends string> = {
  page?: number;
  pageSize?: number;
  sortBy?: Sort;
  sortDir?: "asc" | "desc";
};

type ListQuery<Row> = {
  data?: { items: Row[]; total: number; totalCapped?: boolean };
  isPending: boolean;
  isFetching: boolean;
};

/**
 * What every server-driven list hands its table: the rows and total of the current page, and
 * paging and sorting read from and written to the URL (newest first unless the URL says
 * otherwise). The table only offers sorting on columns the list's search accepts, so a sort key
 * coming back from it is one of `Sort`.
 */
export function useServerTable<Row extends { id: number | string }, Sort extends string>({
  tableId,
  list,
  search,
  go,
}: {
  tableId: string;
  list: ListQuery<Row>;
  search: TableSearch<Sort>;
  go: (patch: TableSearch<Sort>) => void;
}) {
  const { locale } = useI18n();
  const me = useMe();
  const texts = useTableTexts(list.data?.totalCapped === true);
  const { page, pageSize } = pagingOf(search);
  return {
    tableId,
    userId: me.user.id,
    locale,
    texts,
    rows: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    getRowId: (row: Row) => String(row.id),
    page,
    pageSize,
    sort: { sortBy: search.sortBy, sortDir: search.sortDir ?? "desc" },
    onPageChange: (nextPage: number, nextSize: number) => go({ page: nextPage, pageSize: nextSize }),
    onSortChange: (sort: SortState) =>
      go({ page: 1, sortBy: sort.sortBy as Sort | undefined, sortDir: sort.sortBy ? sort.sortDir : undefined }),
    loading: list.isPending,
    refreshing: list.isFetching && !list.isPending,
  } satisfies Omit<DataTableProps<Row>, "columns">;
}
