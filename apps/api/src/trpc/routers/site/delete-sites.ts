import { ZDeleteSitesInput, ZDeleteSitesOutput } from "@suyuan/contracts/site/site-operations";
import { deleteSites } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes empty sites, never the master; legacy /site/delete (`ids`). */
export const deleteSitesProcedure = permissionProcedure("/site/delete")
  .meta({ legacy: { paths: ["/site/delete"] } })
  .input(ZDeleteSitesInput)
  .output(ZDeleteSitesOutput)
  .mutation(({ ctx, input }) => deleteSites(ctx, input.ids));
