import { z } from "zod";
import { ZRecallFields } from "./recall-fields.ts";

export const ZCreateRecallInput = ZRecallFields;
export type TCreateRecallInput = z.infer<typeof ZCreateRecallInput>;
export const ZCreateRecallOutput = z.object({ id: z.number() });
