import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { StageEditPage } from "../features/trace-templates/stage-form-page.tsx";
import { templateQueryOptions } from "../features/trace-templates/template-query.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const pageSearch = z.object({ templateId: searchId, id: searchId });

export const Route = createFileRoute("/_authed/traceTemplateItem/update")({
  validateSearch: (raw: Record<string, unknown>): { templateId?: number; id?: number } => pageSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/traceTemplateItem/update"),
  loaderDeps: ({ search }) => ({ templateId: search.templateId }),
  loader: async ({ context, deps }) => {
    if (deps.templateId) await context.queryClient.ensureQueryData(templateQueryOptions(context.trpc, deps.templateId));
  },
  component: function StageEditRoute() {
    const { templateId, id } = Route.useSearch();
    return templateId && id ? <StageEditPage key={id} templateId={templateId} id={id} /> : <NotFoundView />;
  },
});
