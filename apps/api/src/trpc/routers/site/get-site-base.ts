import { ZSiteItem } from "@suyuan/contracts/site/site-operations";
import { currentSite } from "../../../services/access/site-scope.ts";
import { getCurrentSite } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** The current site's base settings; legacy /site_config/base_get. */
export const getSiteBaseProcedure = permissionProcedure("/site_config/base_update")
  .meta({ legacy: { paths: ["/site_config/base_get"] } })
  .output(ZSiteItem)
  .query(({ ctx }) => getCurrentSite(currentSite(ctx)));
