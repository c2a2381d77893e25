import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AuthEditPage } from "../features/roles/auth-node-form-page.tsx";
import { NotFoundView } from "../common/not-found-view.tsx";
import { permissionNodeQueryOptions, permissionTreeQueryOptions } from "../features/roles/roles-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const updateSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/auth/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => updateSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/auth/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) return;
    await Promise.all([
      context.queryClient.ensureQueryData(permissionNodeQueryOptions(context.trpc, deps.id)),
      context.queryClient.prefetchQuery(permissionTreeQueryOptions(context.trpc)),
    ]);
  },
  component: function AuthUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <AuthEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
