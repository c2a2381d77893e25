import { createFileRoute } from "@tanstack/react-router";
import { SiteCompanyPage } from "../features/cms/site/site-company-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/site_config/company_update")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/site_config/company_update"),
  component: SiteCompanyPage,
});
