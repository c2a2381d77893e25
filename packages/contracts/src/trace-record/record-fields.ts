import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZUploadUrl, zOptionalText, zRequiredText } from "../common/fields.ts";
import { TEMPLATE_ITEM_KINDS, ZSort } from "../trace-template/template-fields.ts";

/**
 * A time as forms type it, yyyy-MM-dd HH:mm (seconds optional, a bare date means midnight). Without
 * an offset it is China time (UTC+8, as legacy clients send it); the web app adds the browser's
 * offset ("2026-03-02 08:15:00+08:00") so the time saved is the time it shows.
 */
export const ZDateTime = z
  .string({ error: "validation.dateTime" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/, "validation.dateTime")
  .transform((value, ctx) => {
    const day = value.slice(0, 10);
    const rest = value.slice(11);
    const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(rest)?.[0] ?? "+08:00";
    const time = (rest.slice(0, rest.length - (rest.endsWith(offset) ? offset.length : 0)) || "00:00").padEnd(8, ":00");
    const [hours = 0, minutes = 0, seconds = 0] = time.split(":").map(Number);
    const date = new Date(`${day}T${time}${offset}`);
    const calendar = new Date(`${day}T00:00:00Z`);
    if (
      Number.isNaN(date.getTime()) ||
      Number.isNaN(calendar.getTime()) ||
      !calendar.toISOString().startsWith(day) ||
      hours > 23 ||
      minutes > 59 ||
      seconds > 59
    ) {
      ctx.addIssue({ code: "custom", message: "validation.dateTime" });
      return z.NEVER;
    }
    return date;
  });

/** The value of one template item: text, a number, a yyyy-MM-dd date or an option; images for image items. */
export const ZRecordValueInput = z.object({
  value: z.string().trim().max(2000, "validation.tooLong").nullable().default(null),
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
  recordedAt: ZDateTime,
  operatorName: zRequiredText(50),
  images: z.array(ZUploadUrl).max(9, "validation.tooMany").default([]),
  note: zOptionalText(500).default(null),
  values: z.record(z.string().regex(/^\d+$/, "validation.invalid"), ZRecordValueInput).default({}),
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
  recordedAt: z.date(),
  operatorName: z.string(),
  images: z.array(z.string()),
  note: z.string().nullable(),
  /** Every item of the stage in order, with its value (empty ones included). */
  values: z.array(ZRecordValueItem),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TRecordItem = z.infer<typeof ZRecordItem>;
