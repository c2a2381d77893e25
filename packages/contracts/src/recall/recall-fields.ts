import { z } from "zod";
import { zOptionalText, zRequiredText } from "../common/fields.ts";
import { ZDate } from "../common/list.ts";

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

/**
 * A recall as entered: one enterprise (a member's own, whatever is sent), one or more of its
 * batches, and what consumers are told. New recalls are active; closing is its own operation.
 */
export const ZRecallFields = z.object({
  enterpriseId: z.number().int().positive().nullable(),
  batchIds: z
    .array(z.number().int().positive(), { error: "validation.recallBatchesRequired" })
    .min(1, "validation.recallBatchesRequired")
    .max(100, "validation.tooMany")
    // The same batch picked twice is one batch.
    .transform((ids) => [...new Set(ids)]),
  title: ZRecallTitle,
  reason: ZRecallReason,
  level: ZRecallLevel,
  startDate: ZDate,
  notice: ZRecallNotice,
});
export type TRecallFields = z.infer<typeof ZRecallFields>;

export const ZRecallBatch = z.object({
  id: z.number(),
  batchNo: z.string(),
  goods: z.object({ id: z.number(), name: z.string() }),
  productionDate: z.string(),
});
export type TRecallBatch = z.infer<typeof ZRecallBatch>;

export const ZRecallItem = z.object({
  id: z.number(),
  enterprise: z.object({ id: z.number(), name: z.string() }),
  title: z.string(),
  reason: z.string(),
  level: ZRecallLevel,
  startDate: z.string(),
  status: z.enum(RECALL_STATUSES),
  notice: z.string(),
  closedAt: z.date().nullable(),
  closedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
  closeNote: z.string().nullable(),
  batches: z.array(ZRecallBatch),
  /** The failed quality checks that started this recall. */
  qualityCheckIds: z.array(z.number()),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TRecallItem = z.infer<typeof ZRecallItem>;

export const ZRecallId = z.object({ id: z.number().int().positive() });
