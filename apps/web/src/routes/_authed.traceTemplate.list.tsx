import { createFileRoute } from "@tanstack/react-router";
import { TemplatesPage } from "../features/trace-templates/templates-page.tsx";
import { parseTemplatesSearch, templatesQueryOptions } from "../features/trace-templates/templates-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/traceTemplate/list")({
  validateSearch: parseTemplatesSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/traceTemplate/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(templatesQueryOptions(context.trpc, deps))),
  component: TemplatesPage,
});
