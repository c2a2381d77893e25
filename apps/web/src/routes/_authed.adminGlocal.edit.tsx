import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { rolesLookupOptions, sitesLookupOptions } from "../features/users/lookups.ts";
import { UserEditPage, userQueryOptions } from "../features/users/user-form-page.tsx";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";
import { searchId } from "../lib/list-search.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/adminGlocal/edit")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/adminGlocal/edit"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) return;
    await Promise.all([
      context.queryClient.ensureQueryData(userQueryOptions(context.trpc, deps.id)),
      context.queryClient.ensureQueryData(rolesLookupOptions(context.trpc)),
      context.queryClient.ensureQueryData(sitesLookupOptions(context.trpc)),
    ]);
  },
  component: function UserEditRoute() {
    const { id } = Route.useSearch();
    return id ? <UserEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
