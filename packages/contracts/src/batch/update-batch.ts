import { z } from "zod";
import { ZBatchFields } from "./batch-fields.ts";

export const ZUpdateBatchInput = z.object({ id: z.number().int().positive(), data: ZBatchFields });
export type TUpdateBatchInput = z.infer<typeof ZUpdateBatchInput>;
