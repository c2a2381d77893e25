import { z } from "zod";
import { PURCHASE_STATUSES } from "../work-platform/purchase-order-status.ts";
import { SALES_AGENCY_STATUSES } from "../work-platform/sales-agency-status.ts";

/** How many open records the work bench lists (the rest are a click away on the lists). */
export const STATION_TODAY_LIST_SIZE = 8;

/** Purchase orders still to be worked on (not delivered, not cancelled). */
export const OPEN_PURCHASE_STATUSES = ["submitted", "purchasing", "arrived"] as const;
/** Sales-agency records not yet settled. */
export const OPEN_AGENCY_STATUSES = ["listed", "sold"] as const;

/**
 * The work bench's work-platform card: today at the caller's station (an operator) or at every
 * station of the site (county staff): open purchase orders and sales-agency records, and today's
 * daily reports. Parts the caller may not open are null.
 */
export const ZGetStationTodayOutput = z.object({
  /** Today in China (yyyy-MM-dd). */
  day: z.string(),
  /** The operator's own station, or null for county staff (who see every station). */
  station: z.object({ id: z.number(), name: z.string() }).nullable(),
  purchase: z
    .object({
      open: z.number(),
      createdToday: z.number(),
      items: z.array(
        z.object({
          id: z.number(),
          villagerName: z.string(),
          stationName: z.string(),
          status: z.enum(PURCHASE_STATUSES),
          estimatedTotal: z.number(),
        }),
      ),
    })
    .nullable(),
  sales: z
    .object({
      open: z.number(),
      createdToday: z.number(),
      items: z.array(
        z.object({
          id: z.number(),
          goodsName: z.string(),
          villagerName: z.string(),
          stationName: z.string(),
          status: z.enum(SALES_AGENCY_STATUSES),
          remaining: z.number(),
          unit: z.string(),
        }),
      ),
    })
    .nullable(),
  daily: z
    .object({
      /** Today's report of the operator's station (null: not in yet); null for county staff. */
      myReportId: z.number().nullable(),
      /** Open stations of the site in scope, and how many of them have reported today. */
      stations: z.number(),
      reported: z.number(),
    })
    .nullable(),
});
export type TGetStationTodayOutput = z.infer<typeof ZGetStationTodayOutput>;
