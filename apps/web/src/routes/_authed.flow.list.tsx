import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/flow/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/flow/list"),
  component: lazyRouteComponent(() => import("../features/cms/traffic/traffic-page.tsx"), "TrafficPage"),
});
