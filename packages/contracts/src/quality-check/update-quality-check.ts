import { z } from "zod";
import { ZQualityCheckFields } from "./quality-check-fields.ts";

export const ZUpdateQualityCheckInput = z.object({ id: z.number().int().positive(), data: ZQualityCheckFields });
export type TUpdateQualityCheckInput = z.infer<typeof ZUpdateQualityCheckInput>;
