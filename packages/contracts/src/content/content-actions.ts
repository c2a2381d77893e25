import { z } from "zod";
import { ZDateTime, ZId, ZIdList, zInt, zOptionalText, zText } from "../kit/primitives.ts";

// Inputs of the workflow actions. Every action takes the ids of the items it applies to (the
// legacy form sends them comma-joined as `ids`); each item is checked against the transition
// table (content-status.ts) and the whole call writes nothing when one of them is refused.

export const ZContentIdsInput = z.object({ ids: ZIdList });
export type TContentIdsInput = z.output<typeof ZContentIdsInput>;

export const ZCheckContentInput = z.object({ ids: ZIdList, opinion: zOptionalText(500) });
export type TCheckContentInput = z.output<typeof ZCheckContentInput>;

export const ZRejectContentInput = z.object({
  ids: ZIdList,
  opinion: zText(500, "content.opinionRequired"),
  /** Back one review step (stays in review) instead of back to the writer (returned, -1). */
  oneStep: z.boolean().default(false),
});
export type TRejectContentInput = z.output<typeof ZRejectContentInput>;

export const ZRecommendContentInput = z.object({
  ids: ZIdList,
  /** 0 takes the recommendation away. */
  level: zInt(0, 99).default(1),
});
export type TRecommendContentInput = z.output<typeof ZRecommendContentInput>;

export const ZPrioritizeContentInput = z.object({
  ids: ZIdList,
  /** 0 takes it off the top. */
  topLevel: zInt(0, 99),
  /** The top level ends at this moment (absent: it does not expire). */
  expiresAt: ZDateTime.nullish(),
});
export type TPrioritizeContentInput = z.output<typeof ZPrioritizeContentInput>;

export const ZMoveContentInput = z.object({ ids: ZIdList, channelId: ZId });
export type TMoveContentInput = z.output<typeof ZMoveContentInput>;

export const ZCopyContentInput = z.object({ ids: ZIdList, channelId: ZId });
export type TCopyContentInput = z.output<typeof ZCopyContentInput>;
export const ZCopyContentOutput = z.object({ ids: z.array(z.number()) });

/** The further channels the items show in (replaces the set; empty clears it). */
export const ZReferContentInput = z.object({ ids: ZIdList, channelIds: z.array(ZId).max(100, "validation.tooMany") });
export type TReferContentInput = z.output<typeof ZReferContentInput>;

/** Offers passed items to channels of other sites; the receiving site accepts them (share check). */
export const ZPushContentInput = z.object({ ids: ZIdList, channelIds: ZIdList });
export type TPushContentInput = z.output<typeof ZPushContentInput>;

export const ZCountOutput = z.object({ count: z.number() });
