import { z } from "zod";
import { ZUserFields } from "./user-fields.ts";

export const ZUpdateUserInput = z.object({ id: z.number().int().positive(), data: ZUserFields });
export type TUpdateUserInput = z.infer<typeof ZUpdateUserInput>;
