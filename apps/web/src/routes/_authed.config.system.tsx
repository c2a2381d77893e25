import { createFileRoute } from "@tanstack/react-router";
import { GlobalSettingsPage } from "../features/settings/global-settings-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/config/system")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/config/system"),
  component: GlobalSettingsPage,
});
