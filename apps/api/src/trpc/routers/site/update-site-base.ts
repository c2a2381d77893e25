import { ZSiteFields } from "@suyuan/contracts/site/site-operations";
import { z } from "zod";
import { currentSite } from "../../../services/access/site-scope.ts";
import { updateSiteBase } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** Changes the current site's base settings (never its master flag); legacy /site_config/base_update. */
export const updateSiteBaseProcedure = permissionProcedure("/site_config/base_update")
  .meta({ legacy: { paths: ["/site_config/base_update"] } })
  .input(ZSiteFields)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => updateSiteBase(ctx, currentSite(ctx), input));
