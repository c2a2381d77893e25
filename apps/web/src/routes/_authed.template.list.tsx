import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/template/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/template/list"),
  component: lazyRouteComponent(() => import("../features/template/solution-files-page.tsx"), "TemplateListPage"),
});
