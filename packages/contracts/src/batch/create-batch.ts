import { z } from "zod";
import { ZBatchFields } from "./batch-fields.ts";

export const ZCreateBatchInput = ZBatchFields;
export type TCreateBatchInput = z.infer<typeof ZCreateBatchInput>;
export const ZCreateBatchOutput = z.object({ id: z.number() });
