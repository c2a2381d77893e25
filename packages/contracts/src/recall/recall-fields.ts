import { z } from "zod";
import { zOptionalText, zRequiredText } from "../common/fields.ts";

/** 1 一级 (most severe), 2 二级, 3 三级. */
export const RECALL_LEVELS = [1, 2, 3] as const;
export type TRecallLevel = (typeof RECALL_LEVELS)[number];
// A number first (so a legacy form's "2" is read as a number), then one of the levels.
export const ZRecallLevel = z
  .number({ error: "validation.recallLevel" })
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "validation.recallLevel" }));

export const RECALL_STATUSES = ["active", "closed"] as const;
export type TRecallStatus = (typeof RECALL_STATUSES)[number];

/** The consumer notice is shown first on the public trace page (a phone screen): kept short. */
export const RECALL_NOTICE_MAX = 500;

export const ZRecallTitle = zRequiredText(100, "validation.recallTitleRequired");
export const ZRecallNotice = zRequiredText(RECALL_NOTICE_MAX, "validation.recallNoticeRequired");
export const ZRecallReason = zRequiredText(500, "validation.recallReasonRequired");
export const ZCloseNote = zOptionalText(500);

// The recall's fields, item and list input are its definition's (recall-resource.ts).

export const ZRecallBatch = z.object({
  id: z.number(),
  batchNo: z.string(),
  goods: z.object({ id: z.number(), name: z.string() }),
  productionDate: z.string(),
});
