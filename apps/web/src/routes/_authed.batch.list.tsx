import { createFileRoute } from "@tanstack/react-router";
import { BatchesPage } from "../features/batches/batches-page.tsx";
import { batchesQueryOptions, parseBatchesSearch } from "../features/batches/batches-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/batch/list")({
  validateSearch: parseBatchesSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/batch/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(batchesQueryOptions(context.trpc, deps))),
  component: BatchesPage,
});
