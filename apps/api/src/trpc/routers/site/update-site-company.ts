import { ZSiteCompanyFields, ZSiteOkOutput } from "@suyuan/contracts/site/site-operations";
import { currentSite } from "../../../services/access/site-scope.ts";
import { updateSiteCompany } from "../../../services/site/site-company.ts";
import { permissionProcedure } from "../../init.ts";

/** Changes the current site's organisation info; legacy /site_config/company_update. */
export const updateSiteCompanyProcedure = permissionProcedure("/site_config/company_update")
  .meta({ legacy: { paths: ["/site_config/company_update"] } })
  .input(ZSiteCompanyFields)
  .output(ZSiteOkOutput)
  .mutation(({ ctx, input }) => updateSiteCompany(ctx, currentSite(ctx), input));
