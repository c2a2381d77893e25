import { ZSaveSiteInput } from "@suyuan/contracts/site/site-operations";
import { z } from "zod";
import { createSite } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** A new site (masterSite moves the master flag to it); legacy /site/save. */
export const createSiteProcedure = permissionProcedure("/site/save")
  .meta({ legacy: { paths: ["/site/save"] } })
  .input(ZSaveSiteInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => createSite(ctx, input));
