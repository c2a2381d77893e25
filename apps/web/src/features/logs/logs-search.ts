import { z } from "zod";
import { listSearchBase, pagingOf, searchBool, searchDate, searchId, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

export type LogTab = "login" | "operation";

const logsSearchSchema = z.object({
  ...listSearchBase,
  tab: z.enum(["login", "operation"]).optional().catch(undefined),
  username: searchText,
  ip: searchText,
  success: searchBool,
  operation: searchText,
  resource: searchText,
  outcome: z.enum(["success", "failure"]).optional().catch(undefined),
  siteId: searchId,
  from: searchDate,
  to: searchDate,
});

export type LogsSearch = {
  tab?: LogTab;
  page?: number;
  pageSize?: number;
  sortDir?: "asc" | "desc";
  username?: string;
  ip?: string;
  success?: boolean;
  operation?: string;
  resource?: string;
  outcome?: "success" | "failure";
  siteId?: number;
  from?: string;
  to?: string;
};

export function parseLogsSearch(raw: Record<string, unknown>): LogsSearch {
  return logsSearchSchema.parse(raw);
}

export function loginLogFilters(search: LogsSearch) {
  return {
    sortDir: search.sortDir ?? "desc",
    username: search.username,
    ip: search.ip,
    success: search.success,
    from: search.from,
    to: search.to,
  } as const;
}

export function operationLogFilters(search: LogsSearch) {
  return {
    sortDir: search.sortDir ?? "desc",
    username: search.username,
    operation: search.operation,
    resource: search.resource,
    outcome: search.outcome,
    siteId: search.siteId,
    from: search.from,
    to: search.to,
  } as const;
}

export function loginLogsQueryOptions(trpc: Trpc, search: LogsSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.log.findLogins.queryOptions({ page, pageSize, ...loginLogFilters(search) });
}

export function operationLogsQueryOptions(trpc: Trpc, search: LogsSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.log.findOperations.queryOptions({ page, pageSize, ...operationLogFilters(search) });
}
