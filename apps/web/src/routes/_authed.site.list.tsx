import { createFileRoute } from "@tanstack/react-router";
import { SiteListPage } from "../features/cms/site/site-list-page.tsx";
import { pagingSearch } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/site/list")({
  validateSearch: (raw: Record<string, unknown>) => pagingSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/site/list"),
  component: SiteListPage,
});
