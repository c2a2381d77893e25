import { Anchor, Badge, Group, Image, Select, Text } from "@mantine/core";
import type { TRecordValueItem } from "@suyuan/contracts/trace-record/record-fields";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { useMe } from "../../lib/use-me.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { RowLink } from "../../common/row-actions.tsx";
import { useTableTexts } from "../../common/use-table-texts.ts";
import { KIND_KEYS } from "../../common/template-labels.ts";
import { valueText } from "./value-input.tsx";

const route = getRouteApi("/_authed/traceItemItem/list");

/** Thumbnails of uploaded images, each opening the full picture. */
export function Thumbnails({ urls, alt, size = 48 }: { urls: readonly string[]; alt: string; size?: number }) {
  return (
    <Group gap={6}>
      {urls.map((url, index) => (
        <Anchor key={url} href={url} target="_blank" rel="noopener">
          <Image src={url} alt={`${alt} ${index + 1}`} w={size} h={size} radius="sm" fit="cover" />
        </Anchor>
      ))}
    </Group>
  );
}

/** The values of one record (an item group), item by item: add a missing value or change one. */
export function RecordValuesPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const me = useMe();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const texts = useTableTexts();
  const canSave = usePermitted("/traceItemItem/save");
  const canUpdate = usePermitted("/traceItemItem/update");
  const record = useQuery({
    ...trpc.traceRecord.get.queryOptions({ id: search.recordId ?? 0 }),
    enabled: !!search.recordId,
  });
  const [batchId, setBatchId] = useState<string | null>(search.batchId ? String(search.batchId) : null);
  const chosenBatch = batchId ? Number(batchId) : (record.data?.batch.id ?? null);
  const records = useQuery({
    ...trpc.traceRecord.find.queryOptions({
      page: 1,
      pageSize: 100,
      batchId: chosenBatch ?? 0,
      sortBy: "sort",
      sortDir: "asc",
    }),
    enabled: chosenBatch !== null,
  });
  const recordOptions = (records.data?.items ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.sort}. ${row.stage.name}（${formatDateTime(row.recordedAt)}）`,
  }));
  const rows = record.data?.values ?? [];

  const columns = useMemo<MRT_ColumnDef<TRecordValueItem>[]>(
    () => [
      { accessorKey: "sort", header: t("template.sort"), enableSorting: false, size: 60 },
      {
        accessorKey: "name",
        header: t("itemValue.item"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) => (
          <Group gap={4}>
            {row.original.name}
            {row.original.required ? (
              <Badge size="xs" variant="light" color="red">
                {t("template.required")}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: "kind",
        header: t("template.kind"),
        enableSorting: false,
        size: 80,
        Cell: ({ row }) => t(KIND_KEYS[row.original.kind]),
      },
      {
        id: "value",
        header: t("itemValue.value"),
        enableSorting: false,
        size: 240,
        Cell: ({ row }) =>
          row.original.kind === "image" && row.original.images.length > 0 ? (
            <Thumbnails urls={row.original.images} alt={row.original.name} />
          ) : (
            <Text size="sm" c={row.original.id === null ? "dimmed" : undefined}>
              {valueText(row.original, t("itemValue.empty"))}
            </Text>
          ),
      },
    ],
    [t],
  );

  return (
    <PageCard
      title={
        record.data
          ? `${t("itemValue.listTitle")}：${record.data.batch.batchNo} / ${record.data.stage.name}`
          : t("itemValue.listTitle")
      }
      hint={t("itemValue.listHint")}
      testId="record-values-page"
    >
      <FilterBar
        onSearch={() => undefined}
        onReset={() => {
          setBatchId(null);
          void navigate({ search: {} });
        }}
      >
        <BatchSelect
          label={t("record.batch")}
          w={FILTER_WIDTH + 60}
          value={batchId ?? (record.data ? String(record.data.batch.id) : null)}
          selectedName={record.data ? `${record.data.batch.batchNo} · ${record.data.batch.goods.name}` : null}
          onChange={(value) => {
            setBatchId(value);
            void navigate({ search: { batchId: value ? Number(value) : undefined } });
          }}
        />
        <Select
          label={t("itemValue.record")}
          w={FILTER_WIDTH + 100}
          data={recordOptions}
          disabled={chosenBatch === null}
          value={search.recordId ? String(search.recordId) : null}
          onChange={(value) =>
            void navigate({
              search: { batchId: chosenBatch ?? undefined, recordId: value ? Number(value) : undefined },
            })
          }
          placeholder={t("common.selectPlaceholder")}
        />
      </FilterBar>
      {!search.recordId ? (
        <Text size="sm" c="dimmed">
          {t("itemValue.chooseRecord")}
        </Text>
      ) : (
        <DataTable<TRecordValueItem>
          tableId="trace-record-values"
          userId={me.user.id}
          locale={locale}
          texts={texts}
          columns={columns}
          rows={rows}
          total={rows.length}
          getRowId={(row) => String(row.itemId)}
          page={1}
          pageSize={Math.max(rows.length, 10)}
          sort={{ sortBy: undefined, sortDir: "asc" }}
          onPageChange={() => undefined}
          onSortChange={() => undefined}
          loading={record.isPending}
          refreshing={record.isFetching && !record.isPending}
          rowActionsHeader={t("common.actions")}
          rowActionsSize={100}
          rowActions={(value) => {
            const recordId = search.recordId ?? 0;
            if (value.id !== null && canUpdate)
              return (
                <RowLink
                  to="/traceItemItem/update"
                  search={{ id: value.id, recordId }}
                  aria-label={`${t("common.edit")} ${value.name}`}
                >
                  {t("common.edit")}
                </RowLink>
              );
            if (value.id === null && canSave)
              return (
                <RowLink
                  to="/traceItemItem/save"
                  search={{ recordId, itemId: value.itemId }}
                  aria-label={`${t("common.add")} ${value.name}`}
                >
                  {t("common.add")}
                </RowLink>
              );
            return null;
          }}
        />
      )}
    </PageCard>
  );
}
