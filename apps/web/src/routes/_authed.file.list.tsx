import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/file/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/file/list"),
  component: lazyRouteComponent(() => import("../features/cms/file-list-page.tsx"), "FileListPage"),
});
