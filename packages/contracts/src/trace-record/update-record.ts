import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZRecordEditFields } from "./record-fields.ts";

/** Values as in create: the record's values become exactly these (items left out are emptied). */
export const ZUpdateRecordInput = z.object({ id: ZId, data: ZRecordEditFields });
