import { createFileRoute } from "@tanstack/react-router";
import { ModelListPage } from "../features/cms/site/model-list-page.tsx";
import { pagingSearch } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/model/list")({
  validateSearch: (raw: Record<string, unknown>) => pagingSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/model/list"),
  component: ModelListPage,
});
