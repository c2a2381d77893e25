import { z } from "zod";
import { ZDay, ZId } from "../kit/primitives.ts";

/** The station and day a new report is for: the counts the add form starts from. */
export const ZPrefillDailyReportInput = z.object({ stationId: ZId, day: ZDay });

/**
 * The day's counts from the station's records: purchase orders and sales-agency records created
 * that day, parcels of the express area dated that day by direction, and the turnover (agency
 * sales made that day plus the actual amounts of purchase orders delivered that day).
 * `existingId`: the station's report of that day, when there already is one.
 */
export const ZPrefillDailyReportOutput = z.object({
  purchaseOrders: z.number(),
  salesOrders: z.number(),
  expressIn: z.number(),
  expressOut: z.number(),
  turnover: z.number(),
  existingId: z.number().nullable(),
});
export type TPrefillDailyReportOutput = z.infer<typeof ZPrefillDailyReportOutput>;

/** A station's last days (DAILY_REPORT_CHART_DAYS, ending with `to`), for the view page's chart. */
export const ZDailyReportSeriesInput = z.object({ stationId: ZId, to: ZDay });

/** One point per day; a day without a report has zeros and `reported: false`. */
export const ZDailyReportSeriesOutput = z.array(
  z.object({
    day: z.string(),
    reported: z.boolean(),
    visitors: z.number(),
    purchaseOrders: z.number(),
    salesOrders: z.number(),
    expressIn: z.number(),
    expressOut: z.number(),
    turnover: z.number(),
  }),
);
export type TDailyReportSeriesOutput = z.infer<typeof ZDailyReportSeriesOutput>;
