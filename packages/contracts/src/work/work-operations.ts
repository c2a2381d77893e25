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

/** How far back the work bench counts failed quality checks. */
export const FAILED_CHECK_DAYS = 30;

/** The work bench: what awaits the user, and key counts of what they can see. */
export const ZGetWorkSummaryOutput = z.object({
  todo: z.object({
    /** Enterprises awaiting examination (for users who examine them). */
    enterprisesToCheck: z.number().nullable(),
    /** Goods awaiting examination (for users who examine them). */
    goodsToExamine: z.number().nullable(),
    /** A member's own enterprise status, when they belong to one. */
    myEnterprise: z
      .object({ id: z.number(), name: z.string(), status: z.string(), checkOpinion: z.string().nullable() })
      .nullable(),
    /** A member's goods still pending or rejected. */
    myGoodsPending: z.number().nullable(),
    myGoodsRejected: z.number().nullable(),
    /** Code applications awaiting examination (for users who examine them). */
    applicationsToExamine: z.number().nullable(),
    /** A member's own code applications still pending. */
    myApplicationsPending: z.number().nullable(),
    /** Active recalls within the user's scope (for users who may open the recall list). */
    activeRecalls: z.number().nullable(),
    /** Failed quality checks dated within the last FAILED_CHECK_DAYS days, within the scope. */
    failedChecks: z.number().nullable(),
    /** The first day the failedChecks count covers (yyyy-MM-dd), for the link to the list. */
    failedChecksSince: z.string(),
  }),
  counts: z.object({
    enterprises: z.number().nullable(),
    goods: z.number().nullable(),
    bases: z.number().nullable(),
    houses: z.number().nullable(),
    devices: z.number().nullable(),
  }),
});
export type TGetWorkSummaryOutput = z.infer<typeof ZGetWorkSummaryOutput>;
