import { createFileRoute } from "@tanstack/react-router";
import { ScanRecordsPage } from "../features/scan-records/scan-records-page.tsx";
import { parseScanSearch, scanListQueryOptions } from "../features/scan-records/scan-records-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/scanCode/list")({
  validateSearch: parseScanSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/scanCode/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(scanListQueryOptions(context.trpc, deps))),
  component: ScanRecordsPage,
});
