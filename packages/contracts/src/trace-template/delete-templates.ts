import { z } from "zod";
import { ZIds } from "../common/list.ts";

/** Templates used by batches cannot be deleted. */
export const ZDeleteTemplatesInput = z.object({ ids: ZIds });
export const ZDeleteTemplatesOutput = z.object({ deleted: z.number() });
