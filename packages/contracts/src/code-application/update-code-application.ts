import { z } from "zod";
import { ZCodeApplicationFields } from "./code-application-fields.ts";

/** Only pending applications can be edited. */
export const ZUpdateCodeApplicationInput = z.object({ id: z.number().int().positive(), data: ZCodeApplicationFields });
export type TUpdateCodeApplicationInput = z.infer<typeof ZUpdateCodeApplicationInput>;
