import { createFileRoute } from "@tanstack/react-router";
import { LogsPage } from "../features/logs/logs-page.tsx";
import { loginLogsQueryOptions, operationLogsQueryOptions, parseLogsSearch } from "../features/logs/logs-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/log/list")({
  validateSearch: parseLogsSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/log/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () =>
      deps.tab === "operation"
        ? context.queryClient.ensureQueryData(operationLogsQueryOptions(context.trpc, deps))
        : context.queryClient.ensureQueryData(loginLogsQueryOptions(context.trpc, deps)),
    ),
  component: LogsPage,
});
