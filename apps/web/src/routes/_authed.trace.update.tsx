import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { RecordEditPage } from "../features/trace-records/record-form-page.tsx";
import { recordQueryOptions } from "../features/trace-records/records-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/trace/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/trace/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(recordQueryOptions(context.trpc, deps.id));
  },
  component: function RecordUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <RecordEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
