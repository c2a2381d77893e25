import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZRecordValueInput, ZRecordValueItem } from "./record-fields.ts";

// The values of one record ("item group"), one at a time: legacy traceItemItem/{list,save,update}.

export const ZFindRecordValuesInput = z.object({ recordId: ZId });
export const ZFindRecordValuesOutput = z.array(ZRecordValueItem);

/** Sets the value of one item of the record's stage (creating or replacing it). */
export const ZSaveRecordValueInput = ZRecordValueInput.extend({
  recordId: ZId,
  itemId: ZId,
});

/** Changes a stored value; an empty value of an optional item removes it. */
export const ZUpdateRecordValueInput = z.object({ id: ZId, data: ZRecordValueInput });

export const ZRecordValueOutput = z.object({ id: z.number().nullable() });
