import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseContentListSearch } from "../features/cms/content-list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/content/list")({
  validateSearch: parseContentListSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/content/list"),
  component: lazyRouteComponent(() => import("../features/cms/content-list-page.tsx"), "ContentListPage"),
});
