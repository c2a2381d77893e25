import { z } from "zod";
import { ZId, zString } from "../kit/primitives.ts";
import { TAG_NAME_MAX } from "./tag-names.ts";

/** `tag/check_name`: whether no other tag of the current site has this name. */
export const ZCheckTagNameInput = z.object({
  id: ZId.optional(),
  name: zString().trim().max(TAG_NAME_MAX, "validation.tooLong"),
});
