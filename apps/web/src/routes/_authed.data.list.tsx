import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/data/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/data/list"),
  component: lazyRouteComponent(
    () => import("../features/database-backup/database-backup-page.tsx"),
    "DatabaseBackupPage",
  ),
});
