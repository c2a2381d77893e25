import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/system/fleet")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/system/fleet"),
  component: lazyRouteComponent(() => import("../features/fleet/fleet-page.tsx"), "FleetPage"),
});
