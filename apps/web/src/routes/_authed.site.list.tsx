import { createFileRoute } from "@tanstack/react-router";
import { SiteListPage } from "../features/cms/site/site-list-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/site/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/site/list"),
  component: SiteListPage,
});
