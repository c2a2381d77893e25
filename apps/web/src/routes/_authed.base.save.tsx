import { createFileRoute } from "@tanstack/react-router";
import { BaseAddPage } from "../features/bases/base-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/base/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/base/save"),
  component: BaseAddPage,
});
