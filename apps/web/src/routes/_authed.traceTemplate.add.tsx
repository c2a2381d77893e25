import { createFileRoute } from "@tanstack/react-router";
import { TemplateAddPage } from "../features/trace-templates/template-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/traceTemplate/add")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/traceTemplate/add"),
  component: TemplateAddPage,
});
