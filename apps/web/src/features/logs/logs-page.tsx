import type { TClientAgent } from "@suyuan/contracts/log/client-agent";
// Loads the region list before the page renders (place names of the logins).
import "@suyuan/contracts/region/regions";
import { placeLabel } from "@suyuan/contracts/region/place-label";
import { ClientAgentText } from "../../common/client-agent-text.tsx";
import { Badge, Code, Select, Tabs, Text, TextInput } from "@mantine/core";
import { DatePickerInput, type DatesRangeValue } from "@mantine/dates";
import { IconCalendar, IconHistory, IconLogin2 } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { exportHref } from "../../lib/export-link.ts";
import { failureText } from "../../lib/failure.ts";
import { formatDateTimeSeconds, fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { cleanSearch, pagingOf } from "../../lib/list-search.ts";
import { useMe } from "../../lib/use-me.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { LoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ExportMenu } from "../../common/row-actions.tsx";
import { useTableTexts } from "../../common/use-table-texts.ts";
import { sitesLookupOptions, toSelectData } from "../../common/lookups.ts";
import {
  loginLogFilters,
  loginLogsQueryOptions,
  operationLogFilters,
  operationLogsQueryOptions,
  type LogsSearch,
  type LogTab,
} from "./logs-search.ts";

const route = getRouteApi("/_authed/log/list");

const REASON_KEYS: Record<string, UiKey> = {
  unknown_user: "log.reason.unknown_user",
  wrong_password: "log.reason.wrong_password",
  disabled: "log.reason.disabled",
  locked: "log.reason.locked",
};

type LoginRow = {
  id: string;
  createdAt: Date;
  username: string;
  ip: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  userAgent: string | null;
  agent: TClientAgent | null;
  success: boolean;
  reason: string | null;
};
type OperationRow = {
  id: string;
  createdAt: Date;
  username: string | null;
  site: { id: number; name: string } | null;
  operation: string;
  resource: string;
  targetId: string | null;
  ip: string | null;
  outcome: string;
};

export function LogsPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab: LogTab = search.tab ?? "login";
  const filters = tab === "login" ? loginLogFilters(search) : operationLogFilters(search);
  const kind = tab === "login" ? "login-logs" : "operation-logs";

  return (
    <PageCard
      title={t("log.title")}
      hint={t("log.hint")}
      testId="logs-page"
      actions={
        <Permitted perm={OPERATION_KEYS.logExport}>
          <ExportMenu csv={exportHref(kind, "csv", filters)} xlsx={exportHref(kind, "xlsx", filters)} />
        </Permitted>
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => void navigate({ search: value === "operation" ? { tab: "operation" } : {} })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="login" leftSection={<IconLogin2 size={16} />}>
            {t("log.loginTab")}
          </Tabs.Tab>
          <Tabs.Tab value="operation" leftSection={<IconHistory size={16} />}>
            {t("log.operationTab")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginLogs search={search} />
        </Tabs.Panel>
        <Tabs.Panel value="operation">
          <OperationLogs search={search} />
        </Tabs.Panel>
      </Tabs>
    </PageCard>
  );
}

function useGo() {
  const navigate = route.useNavigate();
  return (patch: Partial<LogsSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
}

function DateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (from?: string, to?: string) => void;
}) {
  const { t } = useI18n();
  const value: DatesRangeValue = [fromDateParam(from), fromDateParam(to)];
  return (
    <DatePickerInput
      type="range"
      label={t("common.dateRange")}
      placeholder={`${t("common.dateFrom")} – ${t("common.dateTo")}`}
      valueFormat="YYYY-MM-DD"
      leftSection={<IconCalendar size={16} />}
      w={250}
      clearable
      allowSingleDateInRange
      value={value}
      onChange={([start, end]) => onChange(toDateParam(start), toDateParam(end))}
    />
  );
}

function LoginLogs({ search }: { search: LogsSearch }) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const me = useMe();
  const texts = useTableTexts();
  const go = useGo();
  const { page, pageSize } = pagingOf(search);
  const [draft, setDraft] = useState({
    username: search.username ?? "",
    ip: search.ip ?? "",
    success: search.success === undefined ? null : String(search.success),
    from: search.from,
    to: search.to,
  });
  const list = useQuery({ ...loginLogsQueryOptions(trpc, search), placeholderData: keepPreviousData });

  const apply = (next: typeof draft) =>
    go({
      page: 1,
      username: next.username.trim() || undefined,
      ip: next.ip.trim() || undefined,
      success: next.success === null ? undefined : next.success === "true",
      from: next.from,
      to: next.to,
    });

  const columns = useMemo<MRT_ColumnDef<LoginRow>[]>(
    () => [
      {
        accessorKey: "createdAt",
        header: t("log.time"),
        size: 170,
        Cell: ({ row }) => formatDateTimeSeconds(row.original.createdAt),
      },
      { accessorKey: "username", header: t("log.username"), enableSorting: false, size: 140 },
      {
        accessorKey: "ip",
        header: t("log.ip"),
        enableSorting: false,
        size: 130,
        Cell: ({ row }) => row.original.ip ?? "—",
      },
      {
        id: "place",
        header: t("log.place"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) => placeLabel(row.original.provinceCode, row.original.cityCode) || "—",
      },
      {
        id: "success",
        header: t("log.result"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => (
          <Badge color={row.original.success ? "green" : "red"} variant="light">
            {row.original.success ? t("log.success") : t("log.failure")}
          </Badge>
        ),
      },
      {
        id: "reason",
        header: t("log.reason"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => {
          const reason = row.original.reason;
          if (!reason)
            return (
              <Text c="dimmed" size="sm">
                —
              </Text>
            );
          const key = REASON_KEYS[reason];
          return key ? t(key) : reason;
        },
      },
      {
        id: "userAgent",
        header: t("log.userAgent"),
        enableSorting: false,
        size: 240,
        Cell: ({ row }) => <ClientAgentText agent={row.original.agent} userAgent={row.original.userAgent} />,
      },
    ],
    [t],
  );

  return (
    <>
      <FilterBar
        onSearch={() => apply(draft)}
        onReset={() => {
          const empty = { username: "", ip: "", success: null, from: undefined, to: undefined };
          setDraft(empty);
          apply(empty);
        }}
      >
        <TextInput
          label={t("log.username")}
          w={FILTER_WIDTH}
          value={draft.username}
          onChange={(event) => setDraft({ ...draft, username: event.currentTarget.value })}
        />
        <TextInput
          label={t("log.ip")}
          w={FILTER_WIDTH - 20}
          value={draft.ip}
          onChange={(event) => setDraft({ ...draft, ip: event.currentTarget.value })}
        />
        <Select
          label={t("log.result")}
          w={120}
          data={[
            { value: "true", label: t("log.success") },
            { value: "false", label: t("log.failure") },
          ]}
          value={draft.success}
          onChange={(value) => setDraft({ ...draft, success: value })}
          placeholder={t("common.all")}
          clearable
        />
        <DateRange from={draft.from} to={draft.to} onChange={(from, to) => setDraft({ ...draft, from, to })} />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<LoginRow>
        tableId="login-logs"
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
        onPageChange={(nextPage, nextSize) => go({ page: nextPage, pageSize: nextSize })}
        onSortChange={(sort) =>
          go({ page: 1, sortDir: sort.sortBy ? sort.sortDir : search.sortDir === "asc" ? "desc" : "asc" })
        }
        loading={list.isPending}
        refreshing={list.isFetching && !list.isPending}
      />
    </>
  );
}

function OperationLogs({ search }: { search: LogsSearch }) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const me = useMe();
  const texts = useTableTexts();
  const go = useGo();
  const { page, pageSize } = pagingOf(search);
  const sites = useQuery(sitesLookupOptions(trpc));
  const [draft, setDraft] = useState({
    username: search.username ?? "",
    operation: search.operation ?? "",
    resource: search.resource ?? "",
    outcome: search.outcome ?? null,
    siteId: search.siteId ? String(search.siteId) : null,
    from: search.from,
    to: search.to,
  });
  const list = useQuery({ ...operationLogsQueryOptions(trpc, search), placeholderData: keepPreviousData });

  const apply = (next: typeof draft) =>
    go({
      page: 1,
      username: next.username.trim() || undefined,
      operation: next.operation.trim() || undefined,
      resource: next.resource.trim() || undefined,
      outcome: next.outcome === "success" || next.outcome === "failure" ? next.outcome : undefined,
      siteId: next.siteId ? Number(next.siteId) : undefined,
      from: next.from,
      to: next.to,
    });

  const columns = useMemo<MRT_ColumnDef<OperationRow>[]>(
    () => [
      {
        accessorKey: "createdAt",
        header: t("log.time"),
        size: 170,
        Cell: ({ row }) => formatDateTimeSeconds(row.original.createdAt),
      },
      {
        accessorKey: "username",
        header: t("log.username"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.username ?? "—",
      },
      {
        id: "site",
        header: t("log.site"),
        enableSorting: false,
        size: 130,
        Cell: ({ row }) => row.original.site?.name ?? "—",
      },
      {
        accessorKey: "operation",
        header: t("log.operation"),
        enableSorting: false,
        size: 150,
        Cell: ({ row }) => <Code>{row.original.operation}</Code>,
      },
      { accessorKey: "resource", header: t("log.resource"), enableSorting: false, size: 120 },
      {
        accessorKey: "targetId",
        header: t("log.targetId"),
        enableSorting: false,
        size: 100,
        Cell: ({ row }) => row.original.targetId ?? "—",
      },
      {
        accessorKey: "ip",
        header: t("log.ip"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.ip ?? "—",
      },
      {
        id: "outcome",
        header: t("log.outcome"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => (
          <Badge color={row.original.outcome === "success" ? "green" : "red"} variant="light">
            {row.original.outcome === "success" ? t("log.success") : t("log.failure")}
          </Badge>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <FilterBar
        onSearch={() => apply(draft)}
        onReset={() => {
          const empty = {
            username: "",
            operation: "",
            resource: "",
            outcome: null,
            siteId: null,
            from: undefined,
            to: undefined,
          };
          setDraft(empty);
          apply(empty);
        }}
      >
        <TextInput
          label={t("log.username")}
          w={FILTER_WIDTH - 30}
          value={draft.username}
          onChange={(event) => setDraft({ ...draft, username: event.currentTarget.value })}
        />
        <TextInput
          label={t("log.operation")}
          w={FILTER_WIDTH - 30}
          value={draft.operation}
          onChange={(event) => setDraft({ ...draft, operation: event.currentTarget.value })}
        />
        <TextInput
          label={t("log.resource")}
          w={FILTER_WIDTH - 30}
          value={draft.resource}
          onChange={(event) => setDraft({ ...draft, resource: event.currentTarget.value })}
        />
        <Select
          label={t("log.outcome")}
          w={110}
          data={[
            { value: "success", label: t("log.success") },
            { value: "failure", label: t("log.failure") },
          ]}
          value={draft.outcome}
          onChange={(value) =>
            setDraft({ ...draft, outcome: value === "success" || value === "failure" ? value : null })
          }
          placeholder={t("common.all")}
          clearable
        />
        <Select
          label={t("log.site")}
          w={FILTER_WIDTH - 20}
          data={toSelectData(sites.data)}
          value={draft.siteId}
          onChange={(value) => setDraft({ ...draft, siteId: value })}
          placeholder={t("common.all")}
          clearable
        />
        <DateRange from={draft.from} to={draft.to} onChange={(from, to) => setDraft({ ...draft, from, to })} />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<OperationRow>
        tableId="operation-logs"
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
        onPageChange={(nextPage, nextSize) => go({ page: nextPage, pageSize: nextSize })}
        onSortChange={(sort) =>
          go({ page: 1, sortDir: sort.sortBy ? sort.sortDir : search.sortDir === "asc" ? "desc" : "asc" })
        }
        loading={list.isPending}
        refreshing={list.isFetching && !list.isPending}
      />
    </>
  );
}
