import { createFileRoute } from "@tanstack/react-router";
import { RecallAddPage } from "../features/recalls/recall-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/recall/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/recall/save"),
  component: RecallAddPage,
});
