import {
  ZPrefillDailyReportInput,
  ZPrefillDailyReportOutput,
} from "@suyuan/contracts/daily-report/daily-report-operations";
import { dailyReportResource } from "@suyuan/contracts/daily-report/daily-report-resource";
import { prefillDailyReport } from "../../../services/daily-report/daily-report-prefill.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = dailyReportResource;

/** The day's counts for the add form, from the agency records and the express area; legacy /daily/prefill. */
export const prefillDailyReportProcedure = permissionProcedure(keys.create, keys.update)
  .meta({ legacy: { paths: ["/daily/prefill"] } })
  .input(ZPrefillDailyReportInput)
  .output(ZPrefillDailyReportOutput)
  .query(({ ctx, input }) => prefillDailyReport(ctx, input));
