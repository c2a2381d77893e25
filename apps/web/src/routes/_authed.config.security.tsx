import { createFileRoute } from "@tanstack/react-router";
import { SecuritySettingsPage } from "../features/settings/security-settings-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/config/security")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/config/security"),
  component: SecuritySettingsPage,
});
