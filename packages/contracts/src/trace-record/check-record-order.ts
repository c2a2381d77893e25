import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZSort } from "../trace-template/template-fields.ts";

/** Whether a record order (item group order) is free within its batch; `excludeId` is the record being edited. */
export const ZCheckRecordOrderInput = z.object({
  batchId: ZId,
  sort: ZSort,
  excludeId: ZId.optional(),
});
export const ZCheckRecordOrderOutput = z.object({ free: z.boolean() });
