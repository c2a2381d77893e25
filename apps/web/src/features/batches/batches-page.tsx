import { Button, Group, Select, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import type { TBatchItem } from "@suyuan/contracts/batch/batch-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { IconCalendar, IconPlus, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { exportHref } from "../../lib/export-link.ts";
import { failureText } from "../../lib/failure.ts";
import { formatDate, fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, BulkButton, ExportMenu, RowLink } from "../common/row-actions.tsx";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { BatchStatusBadge, useBatchStatusOptions } from "./batch-labels.tsx";
import { useEnterpriseScope } from "./use-enterprise-scope.ts";
import { batchFilters, batchesQueryOptions, type BatchesSearch } from "./batches-search.ts";
import { useServerTable } from "../common/use-server-table.ts";
import { useDeleteRows } from "../common/use-delete-rows.ts";

const route = getRouteApi("/_authed/batch/list");

type Draft = { keyword: string; enterpriseId: string | null; status: string | null; from?: string; to?: string };
const draftOf = (search: BatchesSearch): Draft => ({
  keyword: search.keyword ?? "",
  enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
  status: search.status ?? null,
  from: search.from,
  to: search.to,
});

/** A quantity with its unit ("1,200 kg"), or a dash. */
export function quantityText(quantity: number | null, unit: string | null): string {
  if (quantity === null) return "—";
  return `${quantity.toLocaleString("zh-CN", { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ""}`;
}

export function BatchesPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const statusOptions = useBatchStatusOptions();
  const list = useQuery({ ...batchesQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const canDelete = usePermitted(OPERATION_KEYS.batchDelete);
  const canEdit = usePermitted("/batch/update");
  const canView = usePermitted("/batch/view");
  const { staff } = useEnterpriseScope();
  const remove = useMutation(trpc.batch.delete.mutationOptions());

  const go = (patch: Partial<BatchesSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      keyword: next.keyword.trim() || undefined,
      enterpriseId: next.enterpriseId ? Number(next.enterpriseId) : undefined,
      status: (next.status ?? undefined) as BatchesSearch["status"],
      from: next.from,
      to: next.to,
    });

  const askDelete = useDeleteRows<TBatchItem>({
    remove,
    confirm: (rows) =>
      rows.length === 1
        ? t("batch.deleteConfirm", { name: rows[0]!.batchNo })
        : t("batch.deleteManyConfirm", { count: rows.length }),
    done: (count) => t("batch.deletedDone", { count }),
    invalidate: [trpc.batch.pathKey()],
  });

  const columns = useMemo<MRT_ColumnDef<TBatchItem>[]>(
    () => [
      {
        accessorKey: "batchNo",
        header: t("batch.batchNo"),
        size: 140,
        Cell: ({ row }) =>
          canView ? (
            <RowLink to="/batch/view" search={{ id: row.original.id }} px={0}>
              {row.original.batchNo}
            </RowLink>
          ) : (
            row.original.batchNo
          ),
      },
      {
        id: "goods",
        header: t("batch.goods"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.goods.name,
      },
      ...(staff
        ? [
            {
              id: "enterprise",
              header: t("batch.enterprise"),
              enableSorting: false,
              size: 120,
              Cell: ({ row }: { row: { original: TBatchItem } }) => row.original.enterprise.name,
            },
          ]
        : []),
      { accessorKey: "productionDate", header: t("batch.productionDate"), size: 110 },
      {
        id: "quantity",
        header: t("batch.quantity"),
        enableSorting: false,
        size: 100,
        Cell: ({ row }) => quantityText(row.original.quantity, row.original.unit),
      },
      {
        id: "template",
        header: t("batch.template"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.template?.name ?? "—",
      },
      {
        id: "status",
        header: t("batch.status"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => <BatchStatusBadge status={row.original.status} />,
      },
      { accessorKey: "recordCount", header: t("batch.recordCount"), enableSorting: false, size: 80 },
      {
        accessorKey: "createdAt",
        header: t("common.createdAt"),
        size: 100,
        Cell: ({ row }) => formatDate(row.original.createdAt),
      },
    ],
    [t, canView, staff],
  );

  const filters = batchFilters(search);

  const table = useServerTable({ tableId: "batches", list, search, go });

  return (
    <PageCard
      title={t("batch.listTitle")}
      hint={t("batch.listHint")}
      testId="batches-page"
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.batchExport}>
            <ExportMenu csv={exportHref("batches", "csv", filters)} xlsx={exportHref("batches", "xlsx", filters)} />
          </Permitted>
          <Permitted perm="/batch/save">
            <Button component={Link} to="/batch/save" leftSection={<IconPlus size={16} />}>
              {t("batch.add")}
            </Button>
          </Permitted>
        </>
      }
    >
      <FilterBar
        onSearch={() => applyDraft(draft)}
        onReset={() => {
          const empty = draftOf({});
          setDraft(empty);
          applyDraft(empty);
        }}
      >
        <TextInput
          label={t("batch.keyword")}
          w={FILTER_WIDTH}
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
        />
        {staff ? (
          <EnterpriseSelect
            label={t("batch.enterprise")}
            w={FILTER_WIDTH + 40}
            value={draft.enterpriseId}
            onChange={(value) => setDraft({ ...draft, enterpriseId: value })}
          />
        ) : null}
        <Select
          label={t("batch.status")}
          w={FILTER_WIDTH - 40}
          data={statusOptions}
          value={draft.status}
          onChange={(value) => setDraft({ ...draft, status: value })}
          placeholder={t("common.all")}
          clearable
        />
        <DatePickerInput
          type="range"
          label={t("batch.productionDate")}
          valueFormat="YYYY-MM-DD"
          leftSection={<IconCalendar size={16} />}
          w={250}
          allowSingleDateInRange
          clearable
          value={[fromDateParam(draft.from), fromDateParam(draft.to)]}
          onChange={([start, end]) => setDraft({ ...draft, from: toDateParam(start), to: toDateParam(end) })}
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TBatchItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("batch.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={170}
        rowActions={
          canView || canEdit || canDelete
            ? (batch) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canView ? (
                    <RowLink
                      to="/batch/view"
                      search={{ id: batch.id }}
                      aria-label={`${t("common.view")} ${batch.batchNo}`}
                    >
                      {t("common.view")}
                    </RowLink>
                  ) : null}
                  {canEdit ? (
                    <RowLink
                      to="/batch/update"
                      search={{ id: batch.id }}
                      aria-label={`${t("common.edit")} ${batch.batchNo}`}
                    >
                      {t("common.edit")}
                    </RowLink>
                  ) : null}
                  {canDelete ? (
                    <ActionLink
                      label={t("common.delete")}
                      target={batch.batchNo}
                      color="red"
                      onClick={() => askDelete([batch])}
                    />
                  ) : null}
                </Group>
              )
            : undefined
        }
      />
    </PageCard>
  );
}
