import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseContentPagingSearch } from "../features/cms/content-paging-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/content/cycle_list")({
  validateSearch: parseContentPagingSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/content/cycle_list"),
  component: lazyRouteComponent(() => import("../features/cms/recycle-bin-page.tsx"), "RecycleBinPage"),
});
