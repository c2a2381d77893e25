import { z } from "zod";
import { ZId } from "../kit/primitives.ts";

/** `type/check_id`: whether no content type has this id yet. */
export const ZCheckContentTypeIdInput = z.object({ id: ZId });
