import { Select, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { sitesLookupOptions, toSelectData } from "../../common/lookups.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { LogDateRange } from "./log-date-range.tsx";
import { useLogsSearchUpdate, useLogsTableState } from "./logs-table-state.ts";
import { operationLogsQueryOptions, type LogsSearch } from "./logs-search.ts";
import { useOperationLogColumns, type OperationRow } from "./operation-log-columns.tsx";

type Outcome = "success" | "failure";

type Draft = {
  username: string;
  operation: string;
  resource: string;
  outcome: Outcome | null;
  siteId: string | null;
  from?: string;
  to?: string;
};

const EMPTY: Draft = { username: "", operation: "", resource: "", outcome: null, siteId: null };

/** The operation log: its filters (applied on search) and its rows. */
export function OperationLogs({ search }: { search: LogsSearch }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const update = useLogsSearchUpdate();
  const table = useLogsTableState(search);
  const columns = useOperationLogColumns();
  const sites = useQuery(sitesLookupOptions(trpc));
  const [draft, setDraft] = useState<Draft>({
    username: search.username ?? "",
    operation: search.operation ?? "",
    resource: search.resource ?? "",
    outcome: search.outcome ?? null,
    siteId: search.siteId ? String(search.siteId) : null,
    from: search.from,
    to: search.to,
  });
  const list = useQuery({ ...operationLogsQueryOptions(trpc, search), placeholderData: keepPreviousData });

  const apply = (next: Draft) =>
    update({
      page: 1,
      username: next.username.trim() || undefined,
      operation: next.operation.trim() || undefined,
      resource: next.resource.trim() || undefined,
      outcome: next.outcome ?? undefined,
      siteId: next.siteId ? Number(next.siteId) : undefined,
      from: next.from,
      to: next.to,
    });

  return (
    <>
      <FilterBar
        onSearch={() => apply(draft)}
        onReset={() => {
          setDraft(EMPTY);
          apply(EMPTY);
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
        <LogDateRange from={draft.from} to={draft.to} onChange={(from, to) => setDraft({ ...draft, from, to })} />
      </FilterBar>
      <QueryTable<OperationRow> tableId="operation-logs" list={list} columns={columns} {...table} />
    </>
  );
}
