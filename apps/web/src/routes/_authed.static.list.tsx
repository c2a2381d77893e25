import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/static/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/static/list"),
  component: lazyRouteComponent(() => import("../features/cms/static-pages/static-pages-page.tsx"), "StaticPagesPage"),
});
