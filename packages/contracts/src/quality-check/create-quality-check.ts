import { z } from "zod";
import { ZQualityCheckFields } from "./quality-check-fields.ts";

export const ZCreateQualityCheckInput = ZQualityCheckFields;
/** recallId: the recall started with the check (startRecall), else null. */
export const ZSaveQualityCheckOutput = z.object({ id: z.number(), recallId: z.number().nullable() });
export type TSaveQualityCheckOutput = z.infer<typeof ZSaveQualityCheckOutput>;
