import { Button, Group, Text, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TRecordItem } from "@suyuan/contracts/trace-record/record-fields";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { IconCalendar, IconPlus, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTime, fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ActionLink, BulkButton, RowLink } from "../../common/row-actions.tsx";
import { recordsQueryOptions, type RecordsSearch } from "./records-search.ts";
import { valueText } from "./value-input.tsx";
import { useServerTable } from "../../common/use-server-table.ts";
import { useDeleteRows } from "../../common/use-delete-rows.ts";

const route = getRouteApi("/_authed/trace/list");

type Draft = { batchId: string | null; stageName: string; from?: string; to?: string };
const draftOf = (search: RecordsSearch): Draft => ({
  batchId: search.batchId ? String(search.batchId) : null,
  stageName: search.stageName ?? "",
  from: search.from,
  to: search.to,
});

/** "品种：龙井43；用量：25 kg" — the filled-in values of a record, briefly. */
function valuesSummary(record: TRecordItem): string {
  return record.values
    .filter((value) => value.value !== null || value.images.length > 0)
    .map((value) => `${value.name}：${valueText(value)}`)
    .join("；");
}

export function RecordsPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const list = useQuery({ ...recordsQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const canDelete = usePermitted(OPERATION_KEYS.traceRecordDelete);
  const canEdit = usePermitted("/trace/update");
  const canValues = usePermitted("/traceItemItem/list");
  const canViewBatch = usePermitted("/batch/view");
  const remove = useMutation(trpc.traceRecord.delete.mutationOptions());

  const go = (patch: Partial<RecordsSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      batchId: next.batchId ? Number(next.batchId) : undefined,
      stageName: next.stageName.trim() || undefined,
      from: next.from,
      to: next.to,
    });

  const askDelete = useDeleteRows<TRecordItem>({
    remove,
    confirm: (rows) =>
      rows.length === 1
        ? t("record.deleteConfirm", { name: `${rows[0]!.batch.batchNo} / ${rows[0]!.stage.name}` })
        : t("record.deleteManyConfirm", { count: rows.length }),
    done: (count) => t("record.deletedDone", { count }),
    invalidate: [trpc.traceRecord.pathKey(), trpc.batch.pathKey()],
  });

  const columns = useMemo<MRT_ColumnDef<TRecordItem>[]>(
    () => [
      {
        id: "batch",
        header: t("record.batch"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) =>
          canViewBatch ? (
            <RowLink to="/batch/view" search={{ id: row.original.batch.id }} px={0}>
              {row.original.batch.batchNo}
            </RowLink>
          ) : (
            row.original.batch.batchNo
          ),
      },
      {
        id: "goods",
        header: t("batch.goods"),
        enableSorting: false,
        size: 110,
        Cell: ({ row }) => row.original.batch.goods.name,
      },
      { accessorKey: "sort", header: t("record.sort"), size: 70 },
      {
        id: "stage",
        header: t("record.stage"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => row.original.stage.name,
      },
      {
        accessorKey: "recordedAt",
        header: t("record.recordedAt"),
        size: 140,
        Cell: ({ row }) => formatDateTime(row.original.recordedAt),
      },
      { accessorKey: "operatorName", header: t("record.operator"), enableSorting: false, size: 90 },
      {
        id: "values",
        header: t("record.values"),
        // What was recorded is the row's substance: it stays when the list is narrow.
        priority: "high",
        enableSorting: false,
        size: 240,
        Cell: ({ row }) => (
          <Text size="sm" lineClamp={2}>
            {valuesSummary(row.original) || "—"}
          </Text>
        ),
      },
    ],
    [t, canViewBatch],
  );

  const table = useServerTable({ tableId: "trace-records", list, search, go });

  return (
    <PageCard
      title={t("record.listTitle")}
      hint={t("record.listHint")}
      testId="records-page"
      actions={
        <Permitted perm="/trace/save">
          <Button
            renderRoot={(props) => <Link {...props} to="/trace/save" search={{ batchId: search.batchId }} />}
            leftSection={<IconPlus size={16} />}
          >
            {t("record.add")}
          </Button>
        </Permitted>
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
        <BatchSelect
          label={t("record.batch")}
          w={FILTER_WIDTH + 60}
          value={draft.batchId}
          onChange={(value) => setDraft({ ...draft, batchId: value })}
        />
        <TextInput
          label={t("record.stageName")}
          w={FILTER_WIDTH - 40}
          value={draft.stageName}
          onChange={(event) => setDraft({ ...draft, stageName: event.currentTarget.value })}
        />
        <DatePickerInput
          type="range"
          label={t("record.recordedAt")}
          valueFormat="YYYY-MM-DD"
          leftSection={<IconCalendar size={16} />}
          w={250}
          allowSingleDateInRange
          clearable
          value={[fromDateParam(draft.from), fromDateParam(draft.to)]}
          onChange={([start, end]) => setDraft({ ...draft, from: toDateParam(start), to: toDateParam(end) })}
        />
      </FilterBar>
      {list.isError ? <QueryLoadError query={list} /> : null}
      <DataTable<TRecordItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("record.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={180}
        rowActions={(record) => {
          const name = `${record.batch.batchNo} ${record.stage.name}`;
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {canValues ? (
                <RowLink
                  to="/traceItemItem/list"
                  search={{ recordId: record.id }}
                  aria-label={`${t("record.valuesLink")} ${name}`}
                >
                  {t("record.valuesLink")}
                </RowLink>
              ) : null}
              {canEdit ? (
                <RowLink to="/trace/update" search={{ id: record.id }} aria-label={`${t("common.edit")} ${name}`}>
                  {t("common.edit")}
                </RowLink>
              ) : null}
              {canDelete ? (
                <ActionLink label={t("common.delete")} target={name} color="red" onClick={() => askDelete([record])} />
              ) : null}
            </Group>
          );
        }}
      />
    </PageCard>
  );
}
