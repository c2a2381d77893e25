import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { TemplateEditPage } from "../features/trace-templates/template-form-page.tsx";
import { templateQueryOptions } from "../features/trace-templates/template-query.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const pageSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/traceTemplate/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => pageSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/traceTemplate/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(templateQueryOptions(context.trpc, deps.id));
  },
  component: function TemplatePageRoute() {
    const { id } = Route.useSearch();
    return id ? <TemplateEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
