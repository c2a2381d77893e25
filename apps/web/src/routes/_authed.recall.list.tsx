import { createFileRoute } from "@tanstack/react-router";
import { RecallsPage } from "../features/recalls/recalls-page.tsx";
import { parseRecallsSearch, recallsQueryOptions } from "../features/recalls/recalls-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/recall/list")({
  validateSearch: parseRecallsSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/recall/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(recallsQueryOptions(context.trpc, deps))),
  component: RecallsPage,
});
