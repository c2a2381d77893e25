import { z } from "zod";
import { zOptionalText } from "../common/fields.ts";
import { ZDate } from "../common/list.ts";

export const BATCH_STATUSES = ["producing", "finished", "closed"] as const;
export type TBatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS_LABELS: Record<TBatchStatus, { zh: string; en: string }> = {
  producing: { zh: "生产中", en: "Producing" },
  finished: { zh: "已完成", en: "Finished" },
  closed: { zh: "已关闭", en: "Closed" },
};

/** Batch numbers are printed on labels and typed by hand: letters, digits and a few separators. */
export const ZBatchNo = z
  .string({ error: "validation.batchNo" })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,49}$/, "validation.batchNo");

/** A production batch. Members always write into their own enterprise; staff choose one. */
export const ZBatchFields = z.object({
  enterpriseId: z.number().int().positive().nullable(),
  goodsId: z.number({ error: "validation.required" }).int().positive(),
  /** A base, or a greenhouse (which implies its base); both may be empty. */
  baseId: z.number().int().positive().nullable(),
  houseId: z.number().int().positive().nullable(),
  batchNo: ZBatchNo,
  productionDate: ZDate,
  quantity: z.number().min(0, "validation.invalid").max(999_999_999_999, "validation.invalid").nullable(),
  unit: zOptionalText(20),
  templateId: z.number().int().positive().nullable(),
  /** A batch left without a status (legacy forms) is producing. */
  status: z.enum(BATCH_STATUSES, { error: "validation.required" }).default("producing"),
  note: zOptionalText(500),
});
export type TBatchFields = z.infer<typeof ZBatchFields>;

const ZRef = z.object({ id: z.number(), name: z.string() });

export const ZBatchItem = z.object({
  id: z.number(),
  enterprise: ZRef,
  goods: ZRef.extend({ unit: z.string().nullable() }),
  base: ZRef.nullable(),
  house: ZRef.nullable(),
  batchNo: z.string(),
  /** yyyy-MM-dd */
  productionDate: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  template: ZRef.nullable(),
  status: z.enum(BATCH_STATUSES),
  note: z.string().nullable(),
  recordCount: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TBatchItem = z.infer<typeof ZBatchItem>;
