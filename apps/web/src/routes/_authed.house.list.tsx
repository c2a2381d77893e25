import { createFileRoute } from "@tanstack/react-router";
import { HousesPage } from "../features/houses/houses-page.tsx";
import { housesQueryOptions, parseHousesSearch } from "../features/houses/houses-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/house/list")({
  validateSearch: parseHousesSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/house/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(housesQueryOptions(context.trpc, deps))),
  component: HousesPage,
});
