import { createFileRoute } from "@tanstack/react-router";
import { NotFoundView } from "../common/not-found-view.tsx";
import { RoleMembersPage } from "../features/roles/role-members-page.tsx";
import { membersQueryOptions, parseMembersSearch } from "../features/roles/role-members-search.ts";
import { roleQueryOptions } from "../features/roles/roles-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/role/members")({
  validateSearch: parseMembersSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/role/members"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, async () => {
      if (!deps.roleId) return;
      await Promise.all([
        context.queryClient.ensureQueryData(roleQueryOptions(context.trpc, deps.roleId)),
        context.queryClient.ensureQueryData(membersQueryOptions(context.trpc, deps.roleId, deps)),
      ]);
    }),
  component: function RoleMembersRoute() {
    const { roleId } = Route.useSearch();
    return roleId ? <RoleMembersPage key={roleId} roleId={roleId} /> : <NotFoundView />;
  },
});
