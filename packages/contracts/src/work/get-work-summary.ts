import { z } from "zod";

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
