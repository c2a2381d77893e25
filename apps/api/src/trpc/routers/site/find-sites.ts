import { ZFindSitesInput, ZFindSitesOutput } from "@suyuan/contracts/site/site-operations";
import { findSites } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** The sites the caller manages, master first; legacy /site/list. */
export const findSitesProcedure = permissionProcedure("/site/list")
  .meta({ legacy: { paths: ["/site/list"] } })
  .input(ZFindSitesInput)
  .output(ZFindSitesOutput)
  .query(({ ctx, input }) => findSites(ctx, input));
