import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { pagingSearch } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/directive/list")({
  validateSearch: (raw: Record<string, unknown>) => pagingSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/directive/list"),
  component: lazyRouteComponent(() => import("../features/cms/directive/directive-list-page.tsx"), "DirectiveListPage"),
});
