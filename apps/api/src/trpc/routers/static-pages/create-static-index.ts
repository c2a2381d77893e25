import { ZSiteJobCreatedOutput } from "@suyuan/contracts/static-pages/site-job";
import { ZCreateStaticIndexInput } from "@suyuan/contracts/static-pages/static-pages";
import { createStaticIndex } from "../../../services/static-pages/static-jobs.ts";
import { permissionProcedure } from "../../init.ts";

/** Generates the current site's home page (a background job); legacy /static/index. */
export const createStaticIndexProcedure = permissionProcedure("/static/index")
  .meta({ legacy: { paths: ["/static/index"] } })
  .input(ZCreateStaticIndexInput)
  .output(ZSiteJobCreatedOutput)
  .mutation(({ ctx }) => createStaticIndex(ctx));
