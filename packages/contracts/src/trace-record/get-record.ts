import { z } from "zod";
import { ZRecordItem } from "./record-fields.ts";

export const ZGetRecordInput = z.object({ id: z.number().int().positive() });
export const ZGetRecordOutput = ZRecordItem;
