import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import type { UseQueryResult } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { LoadError } from "../../common/load-error.tsx";
import { useTableTexts } from "../../common/use-table-texts.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { cleanSearch, pagingOf } from "../../lib/list-search.ts";
import { useMe } from "../../lib/use-me.ts";
import type { LogsSearch } from "./logs-search.ts";

const route = getRouteApi("/_authed/log/list");

/** Changes the page's search (filters, paging, order); what is left empty leaves the address. */
export function useLogsSearchUpdate() {
  const navigate = route.useNavigate();
  return (patch: Partial<LogsSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
}

type LogTableProps<Row extends { id: string }> = {
  tableId: string;
  search: LogsSearch;
  columns: MRT_ColumnDef<Row>[];
  list: UseQueryResult<{ items: Row[]; total: number }, unknown>;
};

/** A log's rows, newest first unless turned round, paged by the page's search. */
export function LogTable<Row extends { id: string }>({ tableId, search, columns, list }: LogTableProps<Row>) {
  const { t, locale } = useI18n();
  const me = useMe();
  const texts = useTableTexts();
  const update = useLogsSearchUpdate();
  const { page, pageSize } = pagingOf(search);
  return (
    <>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<Row>
        tableId={tableId}
        userId={me.user.id}
        locale={locale}
        texts={texts}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        getRowId={(row) => row.id}
        page={page}
        pageSize={pageSize}
        sort={{ sortBy: "createdAt", sortDir: search.sortDir ?? "desc" }}
        onPageChange={(nextPage, nextSize) => update({ page: nextPage, pageSize: nextSize })}
        onSortChange={(sort) =>
          update({ page: 1, sortDir: sort.sortBy ? sort.sortDir : search.sortDir === "asc" ? "desc" : "asc" })
        }
        loading={list.isPending}
        refreshing={list.isFetching && !list.isPending}
      />
    </>
  );
}
