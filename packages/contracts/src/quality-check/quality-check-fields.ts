import { z } from "zod";
import { ZId, ZStoredDateTime, zString } from "../kit/primitives.ts";
import { zOptionalText, zRequiredText } from "../common/fields.ts";
import { ZDate } from "../common/list.ts";
import { ZRecallLevel, ZRecallNotice, ZRecallReason, ZRecallTitle } from "../recall/recall-fields.ts";

/** One tested item: what was tested, against which standard, what was found, and whether it passed. */
const ZCheckItem = z.object({
  name: zRequiredText(100, "validation.checkItemNameRequired"),
  standard: zString().trim().max(200, "validation.tooLong").default(""),
  result: zRequiredText(200, "validation.checkItemResultRequired"),
  passed: z.boolean({ error: "validation.required" }),
});
export type TCheckItem = z.infer<typeof ZCheckItem>;

export const MAX_CHECK_ITEMS = 50;

/**
 * An upload id (32 hex digits) or its URL (/uploads/<id>, as the upload field holds it): stored as
 * the id. The upload must be an attachment or a document.
 */
const ZReportUploadId = z
  .string()
  .trim()
  .regex(/^(\/uploads\/)?[0-9a-f]{32}$/, "validation.invalid")
  .transform((value) => value.replace(/^\/uploads\//, ""));

/** Starting a recall from a failed check: the recall covers the check's batch, in the same transaction. */
const ZStartRecall = z.object({
  title: ZRecallTitle,
  level: ZRecallLevel,
  notice: ZRecallNotice,
  /** Defaults to the check's failed items. */
  reason: ZRecallReason.optional(),
});
export type TStartRecall = z.infer<typeof ZStartRecall>;

/**
 * A spot check of a batch or goods (at least one; a batch implies its goods), all within one
 * enterprise (a member's own). `passed` null means "as the items say" (every item passed).
 */
export const ZQualityCheckFields = z
  .object({
    enterpriseId: ZId.nullable().default(null),
    batchId: ZId.nullable(),
    goodsId: ZId.nullable(),
    organisation: zRequiredText(100, "validation.checkOrganisationRequired"),
    inspector: zRequiredText(50, "validation.checkInspectorRequired"),
    checkDate: ZDate,
    items: z
      .array(ZCheckItem, { error: "validation.checkItemsRequired" })
      .min(1, "validation.checkItemsRequired")
      .max(MAX_CHECK_ITEMS, "validation.tooMany"),
    passed: z.boolean().nullable().default(null),
    reportUploadId: ZReportUploadId.nullable().default(null),
    note: zOptionalText(500).default(null),
    startRecall: ZStartRecall.nullable().default(null),
  })
  .superRefine((check, ctx) => {
    if (check.batchId === null && check.goodsId === null)
      ctx.addIssue({ code: "custom", path: ["batchId"], message: "validation.checkBatchOrGoods" });
  });
export type TQualityCheckFields = z.infer<typeof ZQualityCheckFields>;

/** The overall verdict when the form leaves it to the items. */
export function passedByItems(items: readonly { passed: boolean }[]): boolean {
  return items.every((item) => item.passed);
}

export const ZQualityCheckItem = z.object({
  id: z.number(),
  enterprise: z.object({ id: z.number(), name: z.string() }),
  batch: z.object({ id: z.number(), batchNo: z.string() }).nullable(),
  goods: z.object({ id: z.number(), name: z.string() }).nullable(),
  organisation: z.string(),
  inspector: z.string(),
  checkDate: z.string(),
  items: z.array(z.object({ name: z.string(), standard: z.string(), result: z.string(), passed: z.boolean() })),
  passed: z.boolean(),
  report: z.object({ id: z.string(), url: z.string(), fileName: z.string() }).nullable(),
  note: z.string().nullable(),
  recall: z.object({ id: z.number(), title: z.string(), status: z.string() }).nullable(),
  createdAt: ZStoredDateTime,
  updatedAt: ZStoredDateTime,
});
export type TQualityCheckItem = z.infer<typeof ZQualityCheckItem>;

export const ZQualityCheckId = z.object({ id: ZId });
