import { createFileRoute } from "@tanstack/react-router";
import { RolesPage } from "../features/roles/roles-page.tsx";
import { parseRolesSearch, rolesQueryOptions } from "../features/roles/roles-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/role/list")({
  validateSearch: parseRolesSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/role/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(rolesQueryOptions(context.trpc, deps))),
  component: RolesPage,
});
