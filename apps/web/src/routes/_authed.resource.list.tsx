import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/resource/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/resource/list"),
  component: lazyRouteComponent(() => import("../features/template/solution-files-page.tsx"), "ResourceListPage"),
});
