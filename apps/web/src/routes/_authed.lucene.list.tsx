import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/lucene/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/lucene/list"),
  component: lazyRouteComponent(() => import("../features/cms/static-pages/search-index-page.tsx"), "SearchIndexPage"),
});
