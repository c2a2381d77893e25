import { z } from "zod";
import { ZCodeApplicationFields } from "./code-application-fields.ts";

export const ZCreateCodeApplicationInput = ZCodeApplicationFields;
export const ZCreateCodeApplicationOutput = z.object({ id: z.number() });
