import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZCodeApplicationFields } from "./code-application-fields.ts";

/** Only pending applications can be edited. */
export const ZUpdateCodeApplicationInput = z.object({ id: ZId, data: ZCodeApplicationFields });
