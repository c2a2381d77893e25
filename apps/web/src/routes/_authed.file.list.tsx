import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseFileListSearch } from "../features/cms/file-list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/file/list")({
  validateSearch: parseFileListSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/file/list"),
  component: lazyRouteComponent(() => import("../features/cms/file-list-page.tsx"), "FileListPage"),
});
