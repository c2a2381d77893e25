import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { BatchViewPage } from "../features/batches/batch-view-page.tsx";
import { batchQueryOptions } from "../features/batches/batches-search.ts";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const viewSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/batch/view")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => viewSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/batch/view"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(batchQueryOptions(context.trpc, deps.id));
  },
  component: function BatchViewRoute() {
    const { id } = Route.useSearch();
    return id ? <BatchViewPage key={id} id={id} /> : <NotFoundView />;
  },
});
