import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { recordQueryOptions } from "../features/trace-records/records-search.ts";
import { ValueFormPage } from "../features/trace-records/value-form-page.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const saveSearch = z.object({ recordId: searchId, itemId: searchId });

export const Route = createFileRoute("/_authed/traceItemItem/save")({
  validateSearch: (raw: Record<string, unknown>): { recordId?: number; itemId?: number } => saveSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/traceItemItem/save"),
  loaderDeps: ({ search }) => ({ recordId: search.recordId }),
  loader: async ({ context, deps }) => {
    if (deps.recordId) await context.queryClient.ensureQueryData(recordQueryOptions(context.trpc, deps.recordId));
  },
  component: function ValueSaveRoute() {
    const { recordId, itemId } = Route.useSearch();
    return recordId && itemId ? <ValueFormPage key={itemId} recordId={recordId} itemId={itemId} /> : <NotFoundView />;
  },
});
