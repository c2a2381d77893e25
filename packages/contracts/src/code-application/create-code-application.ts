import { z } from "zod";
import { ZCodeApplicationFields } from "./code-application-fields.ts";

export const ZCreateCodeApplicationInput = ZCodeApplicationFields;
export type TCreateCodeApplicationInput = z.infer<typeof ZCreateCodeApplicationInput>;
export const ZCreateCodeApplicationOutput = z.object({ id: z.number() });
