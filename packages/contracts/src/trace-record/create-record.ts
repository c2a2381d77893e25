import { z } from "zod";
import { ZRecordFields } from "./record-fields.ts";

export const ZCreateRecordInput = ZRecordFields;
export type TCreateRecordInput = z.input<typeof ZCreateRecordInput>;
export const ZCreateRecordOutput = z.object({ id: z.number() });
