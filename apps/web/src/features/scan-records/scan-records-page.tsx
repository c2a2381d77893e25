import { Anchor, Badge, Stack, Text, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
// Loads the region list before the page renders (place names of the scans).
import "@suyuan/contracts/region/regions";
import { placeLabel } from "@suyuan/contracts/region/place-label";
import type { TScanItem } from "@suyuan/contracts/scan/scan-operations";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { IconCalendar } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { exportHref } from "../../lib/export-link.ts";
import { formatDateTimeSeconds, fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { BatchSelect } from "../../common/batch-select.tsx";
import { useEnterpriseScope } from "../../common/use-enterprise-scope.ts";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { QueryLoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ExportMenu } from "../../common/row-actions.tsx";
import { ClientAgentText } from "../../common/client-agent-text.tsx";
import { ScanCharts } from "./scan-charts.tsx";
import { ScanChoiceSelect } from "./scan-choice-select.tsx";
import { scanFilters, scanListQueryOptions, type ScanSearch } from "./scan-records-search.ts";
import { useServerTable } from "../../common/use-server-table.ts";

const route = getRouteApi("/_authed/scanCode/list");

type Draft = {
  enterpriseId: string | null;
  goodsId: string | null;
  batchId: string | null;
  code: string;
  from: string | undefined;
  to: string | undefined;
};

function draftOf(search: ScanSearch): Draft {
  return {
    enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
    goodsId: search.goodsId ? String(search.goodsId) : null,
    batchId: search.batchId ? String(search.batchId) : null,
    code: search.code ?? "",
    from: search.from,
    to: search.to,
  };
}

const idOf = (value: string | null) => (value ? Number(value) : undefined);

/** Scan records (read-only): filters, charts of the filtered scans, the list and its export. */
export function ScanRecordsPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const { staff } = useEnterpriseScope();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const list = useQuery({ ...scanListQueryOptions(trpc, search), placeholderData: keepPreviousData });

  const go = (patch: Partial<ScanSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      enterpriseId: idOf(next.enterpriseId),
      goodsId: idOf(next.goodsId),
      batchId: idOf(next.batchId),
      code: next.code.trim() || undefined,
      from: next.from,
      to: next.to,
    });
  const resetFilters = () => {
    const empty = draftOf({});
    setDraft(empty);
    applyDraft(empty);
  };

  const columns = useMemo<MRT_ColumnDef<TScanItem>[]>(
    () => [
      {
        accessorKey: "scannedAt",
        header: t("scan.scannedAt"),
        size: 175,
        Cell: ({ row }) => formatDateTimeSeconds(row.original.scannedAt),
      },
      {
        id: "code",
        header: t("scan.code"),
        enableSorting: false,
        size: 190,
        Cell: ({ row }) => (
          <Stack gap={2}>
            <Anchor
              href={`/t/${encodeURIComponent(row.original.code)}`}
              target="_blank"
              rel="noopener noreferrer"
              ff="monospace"
              size="sm"
              aria-label={t("scan.openPage", { code: row.original.code })}
            >
              {row.original.code}
            </Anchor>
            {row.original.enterprise ? null : (
              <Badge color="red" variant="light" size="xs" tt="none" w="fit-content">
                {t("scan.unknownCode")}
              </Badge>
            )}
          </Stack>
        ),
      },
      {
        id: "goods",
        header: t("scan.goods"),
        enableSorting: false,
        size: 180,
        Cell: ({ row }) =>
          row.original.goods ? (
            <div>
              <Text size="sm">{row.original.goods.name}</Text>
              <Text size="xs" c="dimmed">
                {row.original.enterprise?.name}
              </Text>
            </div>
          ) : (
            "—"
          ),
      },
      {
        id: "batch",
        header: t("scan.batch"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.batch?.batchNo ?? "—",
      },
      { accessorKey: "ip", header: t("scan.ip"), enableSorting: false, size: 130 },
      {
        id: "province",
        header: t("scan.province"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) => placeLabel(row.original.provinceCode, row.original.cityCode) || "—",
      },
      {
        id: "location",
        header: t("scan.location"),
        enableSorting: false,
        size: 150,
        Cell: ({ row }) =>
          row.original.latitude !== null && row.original.longitude !== null ? (
            <Text size="sm" ff="monospace">
              {row.original.latitude.toFixed(4)}, {row.original.longitude.toFixed(4)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t("scan.noLocation")}
            </Text>
          ),
      },
      {
        id: "userAgent",
        header: t("scan.userAgent"),
        enableSorting: false,
        size: 220,
        Cell: ({ row }) => <ClientAgentText agent={row.original.agent} userAgent={row.original.userAgent} />,
      },
    ],
    [t],
  );

  const filters = scanFilters(search);

  const table = useServerTable({ tableId: "scan-records", list, search, go });

  return (
    <PageCard
      title={t("scan.listTitle")}
      hint={t("scan.listHint")}
      testId="scan-records-page"
      actions={
        <ExportMenu
          csv={exportHref("scan-records", "csv", filters)}
          xlsx={exportHref("scan-records", "xlsx", filters)}
        />
      }
    >
      <FilterBar onSearch={() => applyDraft(draft)} onReset={resetFilters}>
        {staff ? (
          <ScanChoiceSelect
            kind="enterprise"
            label={t("scan.enterprise")}
            w={FILTER_WIDTH + 40}
            value={draft.enterpriseId}
            onChange={(value) => setDraft({ ...draft, enterpriseId: value, goodsId: null, batchId: null })}
          />
        ) : null}
        <ScanChoiceSelect
          kind="goods"
          label={t("scan.goods")}
          w={FILTER_WIDTH}
          enterpriseId={idOf(draft.enterpriseId) ?? null}
          value={draft.goodsId}
          onChange={(value) => setDraft({ ...draft, goodsId: value, batchId: null })}
        />
        <BatchSelect
          label={t("scan.batch")}
          w={FILTER_WIDTH + 40}
          enterpriseId={idOf(draft.enterpriseId) ?? null}
          goodsId={idOf(draft.goodsId) ?? null}
          value={draft.batchId}
          onChange={(value) => setDraft({ ...draft, batchId: value })}
        />
        <TextInput
          label={t("scan.code")}
          placeholder={t("scan.codePlaceholder")}
          w={FILTER_WIDTH}
          value={draft.code}
          onChange={(event) => setDraft({ ...draft, code: event.currentTarget.value })}
        />
        <DatePickerInput
          type="range"
          label={t("scan.period")}
          valueFormat="YYYY-MM-DD"
          leftSection={<IconCalendar size={16} />}
          w={250}
          allowSingleDateInRange
          clearable
          value={[fromDateParam(draft.from), fromDateParam(draft.to)]}
          onChange={([start, end]) => setDraft({ ...draft, from: toDateParam(start), to: toDateParam(end) })}
        />
      </FilterBar>
      <ScanCharts search={search} />
      {list.isError ? <QueryLoadError query={list} /> : null}
      <DataTable<TScanItem> {...table} columns={columns} />
    </PageCard>
  );
}
