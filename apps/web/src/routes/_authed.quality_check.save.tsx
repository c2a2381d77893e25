import { createFileRoute } from "@tanstack/react-router";
import { QualityCheckAddPage } from "../features/quality-checks/quality-check-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/quality_check/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/quality_check/save"),
  component: QualityCheckAddPage,
});
