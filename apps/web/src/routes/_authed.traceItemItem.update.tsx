import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { recordQueryOptions } from "../features/trace-records/records-search.ts";
import { ValueFormPage } from "../features/trace-records/value-form-page.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const updateSearch = z.object({ id: searchId, recordId: searchId });

export const Route = createFileRoute("/_authed/traceItemItem/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number; recordId?: number } => updateSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/traceItemItem/update"),
  loaderDeps: ({ search }) => ({ recordId: search.recordId }),
  loader: async ({ context, deps }) => {
    if (deps.recordId) await context.queryClient.ensureQueryData(recordQueryOptions(context.trpc, deps.recordId));
  },
  component: function ValueUpdateRoute() {
    const { id, recordId } = Route.useSearch();
    return id && recordId ? <ValueFormPage key={id} recordId={recordId} valueId={id} /> : <NotFoundView />;
  },
});
