import { z } from "zod";
import { ZScanFilters } from "./scan-filters.ts";

/** Days a chart covers when no range is chosen (ending today, China time). */
export const SCAN_STATS_DEFAULT_DAYS = 30;
/** The longest range a chart covers; an earlier "from" is moved up to fit. */
export const SCAN_STATS_MAX_DAYS = 366;

export const ZScanStatsInput = ZScanFilters;

export const ZScanStatsOutput = z.object({
  /** The days the charts cover (yyyy-MM-dd, China time), both included. */
  from: z.string(),
  to: z.string(),
  total: z.number(),
  /** Every day of the range, in order, zero included. */
  perDay: z.array(z.object({ day: z.string(), scans: z.number() })),
  /** Most scans first; provinceCode null for scans whose place is unknown (abroad, a private IP). */
  perProvince: z.array(z.object({ provinceCode: z.string().nullable(), scans: z.number() })),
});
export type TScanStatsOutput = z.infer<typeof ZScanStatsOutput>;
