import { z } from "zod";
import { ZDateTime, ZId, ZStoredDateTime, zString } from "../kit/primitives.ts";
import { ZUploadUrl, zOptionalText, zRequiredText } from "../common/fields.ts";
import { TEMPLATE_ITEM_KINDS, ZSort } from "../trace-template/template-fields.ts";

/** The value of one template item: text, a number, a yyyy-MM-dd date or an option; images for image items. */
export const ZRecordValueInput = z.object({
  value: zString().trim().max(2000, "validation.tooLong").nullable().default(null),
  images: z.array(ZUploadUrl).max(9, "validation.tooMany").default([]),
});
export type TRecordValueInput = z.infer<typeof ZRecordValueInput>;

/**
 * A filled-in stage of a batch's template. Values are keyed by template item id; the server checks
 * them against the stage's items and answers problems as `values.<itemId>`.
 */
export const ZRecordFields = z.object({
  batchId: ZId,
  stageId: ZId,
  /** Order within the batch's record; unique per batch. */
  sort: ZSort,
  /**
   * When the stage was done: "yyyy-MM-dd HH:mm[:ss]" China time (legacy clients) or with an offset
   * (the web app adds the browser's, so the time saved is the time it shows).
   */
  recordedAt: ZDateTime,
  operatorName: zRequiredText(50),
  images: z.array(ZUploadUrl).max(9, "validation.tooMany").default([]),
  note: zOptionalText(500).default(null),
  values: z.record(zString().regex(/^\d{1,10}$/, "validation.invalid"), ZRecordValueInput).default({}),
});
export type TRecordFields = z.infer<typeof ZRecordFields>;

/** A record's fields when editing it: it stays with its batch. */
export const ZRecordEditFields = ZRecordFields.omit({ batchId: true });
export type TRecordEditFields = z.infer<typeof ZRecordEditFields>;

export const ZRecordValueItem = z.object({
  /** Null for an item left empty. */
  id: z.number().nullable(),
  itemId: z.number(),
  name: z.string(),
  kind: z.enum(TEMPLATE_ITEM_KINDS),
  unit: z.string().nullable(),
  options: z.array(z.string()),
  required: z.boolean(),
  sort: z.number(),
  value: z.string().nullable(),
  images: z.array(z.string()),
});
export type TRecordValueItem = z.infer<typeof ZRecordValueItem>;

const ZRef = z.object({ id: z.number(), name: z.string() });

export const ZRecordItem = z.object({
  id: z.number(),
  batch: z.object({ id: z.number(), batchNo: z.string(), goods: ZRef }),
  enterprise: ZRef,
  stage: z.object({ id: z.number(), name: z.string(), sort: z.number() }),
  sort: z.number(),
  recordedAt: ZStoredDateTime,
  operatorName: z.string(),
  images: z.array(z.string()),
  note: z.string().nullable(),
  /** Every item of the stage in order, with its value (empty ones included). */
  values: z.array(ZRecordValueItem),
  createdAt: ZStoredDateTime,
  updatedAt: ZStoredDateTime,
});
export type TRecordItem = z.infer<typeof ZRecordItem>;
