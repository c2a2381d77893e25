import { createFileRoute } from "@tanstack/react-router";
import { BasesPage } from "../features/bases/bases-page.tsx";
import { basesQueryOptions, parseBasesSearch } from "../features/bases/bases-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/base/list")({
  validateSearch: parseBasesSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/base/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(basesQueryOptions(context.trpc, deps))),
  component: BasesPage,
});
