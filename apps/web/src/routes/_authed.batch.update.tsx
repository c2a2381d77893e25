import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { BatchEditPage } from "../features/batches/batch-form-page.tsx";
import { batchQueryOptions } from "../features/batches/batches-search.ts";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/batch/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/batch/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(batchQueryOptions(context.trpc, deps.id));
  },
  component: function BatchUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <BatchEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
