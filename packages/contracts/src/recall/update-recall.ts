import { z } from "zod";
import { ZRecallFields } from "./recall-fields.ts";

/** Only an active recall can be edited; a closed one keeps what it said (only its close note changes). */
export const ZUpdateRecallInput = z.object({ id: z.number().int().positive(), data: ZRecallFields });
export type TUpdateRecallInput = z.infer<typeof ZUpdateRecallInput>;
