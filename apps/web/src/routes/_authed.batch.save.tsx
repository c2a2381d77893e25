import { createFileRoute } from "@tanstack/react-router";
import { BatchAddPage } from "../features/batches/batch-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/batch/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/batch/save"),
  component: BatchAddPage,
});
