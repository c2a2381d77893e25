import { createFileRoute } from "@tanstack/react-router";
import { ApplicationAddPage } from "../features/code-applications/application-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/apply/add")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/apply/add"),
  component: ApplicationAddPage,
});
