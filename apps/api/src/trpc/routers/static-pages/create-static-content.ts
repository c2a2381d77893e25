import { ZSiteJobCreatedOutput } from "@suyuan/contracts/static-pages/site-job";
import { ZCreateStaticContentInput } from "@suyuan/contracts/static-pages/static-pages";
import { createStaticContent } from "../../../services/static-pages/static-jobs.ts";
import { permissionProcedure } from "../../init.ts";

/** Generates the pages of passed content (a channel's or all, optionally since a day); legacy /static/content. */
export const createStaticContentProcedure = permissionProcedure("/static/index")
  .meta({ legacy: { paths: ["/static/content"] } })
  .input(ZCreateStaticContentInput)
  .output(ZSiteJobCreatedOutput)
  .mutation(({ ctx, input }) => createStaticContent(ctx, input));
