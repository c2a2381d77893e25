import { z } from "zod";
import { ZIds } from "../common/list.ts";

/** Only batches without bound codes, production records, recalls or quality checks can be deleted. */
export const ZDeleteBatchesInput = z.object({ ids: ZIds });
export const ZDeleteBatchesOutput = z.object({ deleted: z.number() });
