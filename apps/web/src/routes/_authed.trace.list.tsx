import { createFileRoute } from "@tanstack/react-router";
import { RecordsPage } from "../features/trace-records/records-page.tsx";
import { parseRecordsSearch, recordsQueryOptions } from "../features/trace-records/records-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/trace/list")({
  validateSearch: parseRecordsSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/trace/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(recordsQueryOptions(context.trpc, deps))),
  component: RecordsPage,
});
