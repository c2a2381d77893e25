import { createFileRoute } from "@tanstack/react-router";
import { PlatesPage } from "../features/env/plates-page.tsx";
import { parsePlatesSearch, platesQueryOptions } from "../features/env/plates-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/envPlate/list")({
  validateSearch: parsePlatesSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/envPlate/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(platesQueryOptions(context.trpc, deps))),
  component: PlatesPage,
});
