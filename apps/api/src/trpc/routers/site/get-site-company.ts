import { ZSiteCompanyItem } from "@suyuan/contracts/site/site-operations";
import { currentSite } from "../../../services/access/site-scope.ts";
import { getSiteCompany } from "../../../services/site/site-company.ts";
import { permissionProcedure } from "../../init.ts";

/** The current site's organisation info; legacy /site_config/company_get. */
export const getSiteCompanyProcedure = permissionProcedure("/site_config/company_update")
  .meta({ legacy: { paths: ["/site_config/company_get"] } })
  .output(ZSiteCompanyItem)
  .query(({ ctx }) => getSiteCompany(currentSite(ctx)));
