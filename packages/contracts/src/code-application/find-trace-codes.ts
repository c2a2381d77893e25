import { z } from "zod";
import { ZId, ZStoredDateTime, zString } from "../kit/primitives.ts";
import { ZPaging, zListOutput } from "../common/list.ts";

/**
 * A page of an application's codes in serial order (serials are 1..quantity, so a page is a
 * serial range, however deep). `code` looks one code up instead.
 */
export const ZFindTraceCodesInput = ZPaging.extend({
  id: ZId,
  code: zString().trim().max(300, "validation.tooLong").optional(),
});
export type TFindTraceCodesInput = z.infer<typeof ZFindTraceCodesInput>;

const ZTraceCodeItem = z.object({
  serial: z.number(),
  code: z.string(),
  batch: z.object({ id: z.number(), batchNo: z.string() }).nullable(),
  boundAt: ZStoredDateTime.nullable(),
  scanCount: z.number(),
  lastScanAt: ZStoredDateTime.nullable(),
});
export type TTraceCodeItem = z.infer<typeof ZTraceCodeItem>;
export const ZFindTraceCodesOutput = zListOutput(ZTraceCodeItem);
