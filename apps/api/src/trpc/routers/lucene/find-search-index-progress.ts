import { ZFindSiteJobsInput, ZFindSiteJobsOutput } from "@suyuan/contracts/static-pages/site-job";
import { findSearchIndexJobs } from "../../../services/content/search-index-job.ts";
import { permissionProcedure } from "../../init.ts";

/** The current site's latest search index rebuilds with their progress; legacy /lucene/progress. */
export const findSearchIndexProgressProcedure = permissionProcedure("/lucene/list", "/lucene/create")
  .meta({ legacy: { paths: ["/lucene/progress"] } })
  .input(ZFindSiteJobsInput)
  .output(ZFindSiteJobsOutput)
  .query(({ ctx, input }) => findSearchIndexJobs(ctx, input));
