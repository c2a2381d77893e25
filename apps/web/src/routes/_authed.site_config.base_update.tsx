import { createFileRoute } from "@tanstack/react-router";
import { SiteSettingsPage } from "../features/cms/site/site-settings-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/site_config/base_update")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/site_config/base_update"),
  component: SiteSettingsPage,
});
