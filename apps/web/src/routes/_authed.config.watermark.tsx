import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/config/watermark")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/config/watermark"),
  component: lazyRouteComponent(() => import("../features/watermark/watermark-page.tsx"), "WatermarkPage"),
});
