import { Select, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FILTER_WIDTH, FilterBar } from "../../common/filter-bar.tsx";
import { QueryTable } from "../../common/query-table.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { LogDateRange } from "./log-date-range.tsx";
import { useLogsSearchUpdate, useLogsTableState } from "./logs-table-state.ts";
import { useLoginLogColumns, type LoginRow } from "./login-log-columns.tsx";
import { loginLogsQueryOptions, type LogsSearch } from "./logs-search.ts";

type Draft = { username: string; ip: string; success: string | null; from?: string; to?: string };

const EMPTY: Draft = { username: "", ip: "", success: null };

/** The login log: its filters (applied on search) and its rows. */
export function LoginLogs({ search }: { search: LogsSearch }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const update = useLogsSearchUpdate();
  const table = useLogsTableState(search);
  const columns = useLoginLogColumns();
  const [draft, setDraft] = useState<Draft>({
    username: search.username ?? "",
    ip: search.ip ?? "",
    success: search.success === undefined ? null : String(search.success),
    from: search.from,
    to: search.to,
  });
  const list = useQuery({ ...loginLogsQueryOptions(trpc, search), placeholderData: keepPreviousData });

  const apply = (next: Draft) =>
    update({
      page: 1,
      username: next.username.trim() || undefined,
      ip: next.ip.trim() || undefined,
      success: next.success === null ? undefined : next.success === "true",
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
        <LogDateRange from={draft.from} to={draft.to} onChange={(from, to) => setDraft({ ...draft, from, to })} />
      </FilterBar>
      <QueryTable<LoginRow> tableId="login-logs" list={list} columns={columns} {...table} />
    </>
  );
}
