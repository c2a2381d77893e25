import { z } from "zod";
import { ZSort } from "../trace-template/template-fields.ts";

/** Whether a record order (item group order) is free within its batch; `excludeId` is the record being edited. */
export const ZCheckRecordOrderInput = z.object({
  batchId: z.number().int().positive(),
  sort: ZSort,
  excludeId: z.number().int().positive().optional(),
});
export const ZCheckRecordOrderOutput = z.object({ free: z.boolean() });
