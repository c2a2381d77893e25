import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/directive/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/directive/list"),
  component: lazyRouteComponent(() => import("../features/cms/directive/directive-list-page.tsx"), "DirectiveListPage"),
});
