import { z } from "zod";
import { ZId, zString } from "../kit/primitives.ts";

/** `dictionary/check_value`: whether `value` is free within `type` (`id`: the entry being edited). */
export const ZCheckDictionaryValueInput = z.object({
  id: ZId.optional(),
  type: zString().trim().max(50, "validation.tooLong"),
  value: zString().trim().max(100, "validation.tooLong"),
});

/** `dictionary/type`: every type in use, in order. */
export const ZDictionaryTypesOutput = z.array(z.string());
