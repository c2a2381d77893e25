import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { StageAddPage } from "../features/trace-templates/stage-form-page.tsx";
import { templateQueryOptions } from "../features/trace-templates/template-query.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const pageSearch = z.object({ templateId: searchId });

export const Route = createFileRoute("/_authed/traceTemplate/addDetail")({
  validateSearch: (raw: Record<string, unknown>): { templateId?: number } => pageSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/traceTemplate/addDetail"),
  loaderDeps: ({ search }) => ({ templateId: search.templateId }),
  loader: async ({ context, deps }) => {
    if (deps.templateId) await context.queryClient.ensureQueryData(templateQueryOptions(context.trpc, deps.templateId));
  },
  component: function StageAddRoute() {
    const { templateId } = Route.useSearch();
    return templateId ? <StageAddPage key={templateId} templateId={templateId} /> : <NotFoundView />;
  },
});
