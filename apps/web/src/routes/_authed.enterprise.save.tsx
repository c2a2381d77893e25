import { createFileRoute } from "@tanstack/react-router";
import { EnterpriseAddPage } from "../features/enterprises/enterprise-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/enterprise/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/enterprise/save"),
  component: EnterpriseAddPage,
});
