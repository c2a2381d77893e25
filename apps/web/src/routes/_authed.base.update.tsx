import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { BaseEditPage } from "../features/bases/base-form-page.tsx";
import { baseQueryOptions } from "../features/bases/bases-search.ts";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/base/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/base/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(baseQueryOptions(context.trpc, deps.id));
  },
  component: function BaseUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <BaseEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
