import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { RoleEditPage } from "../features/roles/role-form-page.tsx";
import { permissionTreeQueryOptions, roleQueryOptions } from "../features/roles/roles-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const updateSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/role/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => updateSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/role/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) return;
    await Promise.all([
      context.queryClient.ensureQueryData(roleQueryOptions(context.trpc, deps.id)),
      context.queryClient.prefetchQuery(permissionTreeQueryOptions(context.trpc)),
    ]);
  },
  component: function RoleUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <RoleEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
