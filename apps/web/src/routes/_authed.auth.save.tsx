import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AuthAddPage } from "../features/roles/auth-node-form-page.tsx";
import { permissionTreeQueryOptions } from "../features/roles/roles-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const saveSearch = z.object({ parentId: searchId });

export const Route = createFileRoute("/_authed/auth/save")({
  validateSearch: (raw: Record<string, unknown>): { parentId?: number } => saveSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/auth/save"),
  loader: ({ context }) => context.queryClient.prefetchQuery(permissionTreeQueryOptions(context.trpc)),
  component: function AuthSaveRoute() {
    const { parentId } = Route.useSearch();
    return <AuthAddPage key={parentId ?? 0} parentId={parentId ?? null} />;
  },
});
