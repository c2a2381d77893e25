import { createFileRoute } from "@tanstack/react-router";
import { ReadingsPage } from "../features/env/readings-page.tsx";
import { parseReadingsSearch, readingsQueryOptions } from "../features/env/readings-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/envPlateData/list")({
  validateSearch: parseReadingsSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/envPlateData/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(readingsQueryOptions(context.trpc, deps))),
  component: ReadingsPage,
});
