import { ZUpdateSiteInput } from "@suyuan/contracts/site/site-operations";
import { z } from "zod";
import { updateSite } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** Changes a site; the master flag can move to it but never simply go away; legacy /site/update. */
export const updateSiteProcedure = permissionProcedure("/site/update")
  .meta({ legacy: { paths: ["/site/update"] } })
  .input(ZUpdateSiteInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => updateSite(ctx, input));
