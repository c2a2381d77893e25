import { z } from "zod";
import { ZBatchItem } from "./batch-fields.ts";

export const ZGetBatchInput = z.object({ id: z.number().int().positive() });
/** One batch, with how many trace codes are bound to it (shown on the batch view). */
export const ZGetBatchOutput = ZBatchItem.extend({ codeCount: z.number() });
export type TGetBatchOutput = z.infer<typeof ZGetBatchOutput>;
