import { ZFindSiteJobsInput, ZFindSiteJobsOutput } from "@suyuan/contracts/static-pages/site-job";
import { findStaticJobs } from "../../../services/static-pages/static-jobs.ts";
import { permissionProcedure } from "../../init.ts";

/** The current site's latest static page jobs with their progress; legacy /static/progress. */
export const findStaticProgressProcedure = permissionProcedure("/static/list", "/static/index")
  .meta({ legacy: { paths: ["/static/progress"] } })
  .input(ZFindSiteJobsInput)
  .output(ZFindSiteJobsOutput)
  .query(({ ctx, input }) => findStaticJobs(ctx, input));
