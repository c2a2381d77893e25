import { z } from "zod";
import { batchResource } from "./batch-resource.ts";

export const ZGetBatchInput = batchResource.schemas.get;
/** One batch, with how many trace codes are bound to it (shown on the batch view). */
export const ZGetBatchOutput = batchResource.schemas.item.extend({ codeCount: z.number() });
export type TGetBatchOutput = z.infer<typeof ZGetBatchOutput>;
