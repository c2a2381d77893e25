import { dailyReportResource } from "@suyuan/contracts/daily-report/daily-report-resource";
import { legacyPaths } from "../../resource-router.ts";
import { updateDailyReport } from "../../../services/daily-report/daily-report-writes.ts";
import { permissionProcedure } from "../../init.ts";

const { keys, schemas } = dailyReportResource;

/** Replaces the kit's update, for the same named answer to a station and day taken. */
export const updateDailyReportProcedure = permissionProcedure(keys.update)
  .meta({ legacy: legacyPaths(dailyReportResource, "update") })
  .input(schemas.update)
  .output(schemas.ok)
  .mutation(({ ctx, input }) => updateDailyReport(ctx, input.id, input.data));
