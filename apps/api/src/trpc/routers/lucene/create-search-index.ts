import { ZCreateSearchIndexInput } from "@suyuan/contracts/search-index/search-index";
import { ZSiteJobCreatedOutput } from "@suyuan/contracts/static-pages/site-job";
import { createSearchIndex } from "../../../services/content/search-index-job.ts";
import { permissionProcedure } from "../../init.ts";

/** Rebuilds the search words of the current site or a channel (a background job); legacy /lucene/create. */
export const createSearchIndexProcedure = permissionProcedure("/lucene/create")
  .meta({ legacy: { paths: ["/lucene/create"] } })
  .input(ZCreateSearchIndexInput)
  .output(ZSiteJobCreatedOutput)
  .mutation(({ ctx, input }) => createSearchIndex(ctx, input));
