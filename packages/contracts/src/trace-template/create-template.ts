import { z } from "zod";
import { ZTemplateFields } from "./template-fields.ts";

export const ZCreateTemplateInput = ZTemplateFields;
export type TCreateTemplateInput = z.infer<typeof ZCreateTemplateInput>;
export const ZCreateTemplateOutput = z.object({ id: z.number() });
