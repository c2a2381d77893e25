import { z } from "zod";

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
