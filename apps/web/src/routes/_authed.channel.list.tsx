import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/channel/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/channel/list"),
  component: lazyRouteComponent(() => import("../features/cms/channel/channel-tree-page.tsx"), "ChannelTreePage"),
});
