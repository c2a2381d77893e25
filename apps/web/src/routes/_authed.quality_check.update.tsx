import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { QualityCheckEditPage } from "../features/quality-checks/quality-check-form-page.tsx";
import { qualityCheckQueryOptions } from "../features/quality-checks/quality-checks-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/quality_check/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/quality_check/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(qualityCheckQueryOptions(context.trpc, deps.id));
  },
  component: function QualityCheckUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <QualityCheckEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
