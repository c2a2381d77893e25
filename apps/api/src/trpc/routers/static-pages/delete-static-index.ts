import { ZSiteJobCreatedOutput } from "@suyuan/contracts/static-pages/site-job";
import { ZDeleteStaticIndexInput } from "@suyuan/contracts/static-pages/static-pages";
import { deleteStaticIndex } from "../../../services/static-pages/static-jobs.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes the generated home page (or, with `all`, every generated page); legacy /static/index_remove. */
export const deleteStaticIndexProcedure = permissionProcedure("/static/index")
  .meta({ legacy: { paths: ["/static/index_remove"] } })
  .input(ZDeleteStaticIndexInput)
  .output(ZSiteJobCreatedOutput)
  .mutation(({ ctx, input }) => deleteStaticIndex(ctx, input));
