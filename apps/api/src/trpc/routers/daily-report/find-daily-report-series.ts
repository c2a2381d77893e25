import {
  ZDailyReportSeriesInput,
  ZDailyReportSeriesOutput,
} from "@suyuan/contracts/daily-report/daily-report-operations";
import { dailyReportResource } from "@suyuan/contracts/daily-report/daily-report-resource";
import { dailyReportSeries } from "../../../services/daily-report/daily-report-series.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = dailyReportResource;

/** A station's last 30 days of reports, for the view page's chart; legacy /daily/series. */
export const findDailyReportSeriesProcedure = permissionProcedure(keys.list, "/work_platform/dailyView")
  .meta({ legacy: { paths: ["/daily/series"] } })
  .input(ZDailyReportSeriesInput)
  .output(ZDailyReportSeriesOutput)
  .query(({ ctx, input }) => dailyReportSeries(ctx, input));
