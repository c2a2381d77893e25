import { createFileRoute } from "@tanstack/react-router";
import { rolesLookupOptions } from "../features/users/lookups.ts";
import { UsersPage } from "../features/users/users-page.tsx";
import { parseUsersSearch, usersQueryOptions } from "../features/users/users-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/admin/local_list")({
  validateSearch: parseUsersSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/admin/local_list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, async () => {
      void context.queryClient.prefetchQuery(rolesLookupOptions(context.trpc));
      await context.queryClient.ensureQueryData(usersQueryOptions(context.trpc, deps));
    }),
  component: UsersPage,
});
