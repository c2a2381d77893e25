import { dailyReportResource } from "@suyuan/contracts/daily-report/daily-report-resource";
import { legacyPaths } from "../../resource-router.ts";
import { createDailyReport } from "../../../services/daily-report/daily-report-writes.ts";
import { permissionProcedure } from "../../init.ts";

const { keys, schemas } = dailyReportResource;

/** Replaces the kit's create: a second report of a station and day, even one that lost a race, names both. */
export const createDailyReportProcedure = permissionProcedure(keys.create)
  .meta({ legacy: legacyPaths(dailyReportResource, "save") })
  .input(schemas.fields)
  .output(schemas.created)
  .mutation(({ ctx, input }) => createDailyReport(ctx, input));
