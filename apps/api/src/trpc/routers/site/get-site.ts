import { ZSiteIdInput, ZSiteItem } from "@suyuan/contracts/site/site-operations";
import { getSite } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** One site the caller manages; legacy /site/get. */
export const getSiteProcedure = permissionProcedure("/site/list", "/site/update")
  .meta({ legacy: { paths: ["/site/get"] } })
  .input(ZSiteIdInput)
  .output(ZSiteItem)
  .query(({ ctx, input }) => getSite(ctx, input.id));
