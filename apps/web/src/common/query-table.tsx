import { DataTable, type DataTableProps, type SortState } from "@suyuan/ui/data-table";
import { useI18n } from "../i18n/i18n-context.tsx";
import { useMe } from "../lib/use-me.ts";
import { QueryLoadError } from "./load-error.tsx";
import { useTableTexts } from "./use-table-texts.ts";

export type Paging = { page: number; pageSize: number };

/** The order of a list the server answers in one order. */
const SERVER_ORDER: SortState = { sortDir: "desc" };

/** The parts of a list query the table reads: one useQuery result of a paged list. */
export type PagedQuery<Row> = {
  data?: { items: Row[]; total: number; totalCapped?: boolean | undefined };
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** The parts of a whole-list query (the server answers every row at once) that `wholeListPage` reads. */
type WholeQuery<Row> = Omit<PagedQuery<Row>, "data"> & { data?: Row[] };

/**
 * One page of a list the server answers whole (a few rows, such as a model's fields), so that it
 * shows in the same table with the same pager as the server-paged lists.
 */
export function wholeListPage<Row>(query: WholeQuery<Row>, paging: Paging): PagedQuery<Row> {
  const start = (paging.page - 1) * paging.pageSize;
  return {
    data: query.data && { items: query.data.slice(start, start + paging.pageSize), total: query.data.length },
    error: query.error,
    isError: query.isError,
    isPending: query.isPending,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}

/**
 * A paged list shown from one query: its load error (with retry) in place of the table when it
 * fails, else the table with the current page. The server answers its one order (newest first)
 * unless the list offers turning it round (`sort` and `onSortChange`, kept where its paging is).
 */
export function QueryTable<Row extends { id: number | string }>({
  list,
  paging,
  onPageChange,
  emptyText,
  sort = SERVER_ORDER,
  onSortChange = () => undefined,
  ...table
}: {
  list: PagedQuery<Row>;
  paging: Paging;
  onPageChange: (paging: Paging) => void;
  /** What an empty list says, when the generic "no data" would not tell the user enough. */
  emptyText?: string;
} & Pick<DataTableProps<Row>, "tableId" | "columns" | "selectable" | "toolbar" | "rowActions" | "rowActionsSize"> &
  Partial<Pick<DataTableProps<Row>, "sort" | "onSortChange">>) {
  const { t, locale } = useI18n();
  const me = useMe();
  // A capped count reads "1000+" (the one list statement counts at most COUNT_CAP rows).
  const texts = useTableTexts(list.data?.totalCapped === true);
  if (list.isError) {
    return <QueryLoadError query={list} />;
  }
  return (
    <DataTable<Row>
      rowActionsHeader={t("common.actions")}
      {...table}
      userId={me.user.id}
      locale={locale}
      texts={emptyText === undefined ? texts : { ...texts, empty: emptyText }}
      rows={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      getRowId={(row) => String(row.id)}
      page={paging.page}
      pageSize={paging.pageSize}
      sort={sort}
      onPageChange={(page, pageSize) => onPageChange({ page, pageSize })}
      onSortChange={onSortChange}
      loading={list.isPending}
      refreshing={list.isFetching && !list.isPending}
    />
  );
}
