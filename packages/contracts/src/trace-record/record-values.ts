import { z } from "zod";
import { ZRecordValueInput, ZRecordValueItem } from "./record-fields.ts";

// The values of one record ("item group"), one at a time: legacy traceItemItem/{list,save,update}.

export const ZFindRecordValuesInput = z.object({ recordId: z.number().int().positive() });
export const ZFindRecordValuesOutput = z.array(ZRecordValueItem);

/** Sets the value of one item of the record's stage (creating or replacing it). */
export const ZSaveRecordValueInput = ZRecordValueInput.extend({
  recordId: z.number().int().positive(),
  itemId: z.number().int().positive(),
});
export type TSaveRecordValueInput = z.infer<typeof ZSaveRecordValueInput>;

/** Changes a stored value; an empty value of an optional item removes it. */
export const ZUpdateRecordValueInput = z.object({ id: z.number().int().positive(), data: ZRecordValueInput });
export type TUpdateRecordValueInput = z.infer<typeof ZUpdateRecordValueInput>;

export const ZRecordValueOutput = z.object({ id: z.number().nullable() });
