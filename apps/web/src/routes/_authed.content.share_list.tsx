import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseShareListSearch } from "../features/cms/share/share-list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/content/share_list")({
  validateSearch: parseShareListSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/content/share_list"),
  component: lazyRouteComponent(() => import("../features/cms/share/share-list-page.tsx"), "ShareListPage"),
});
