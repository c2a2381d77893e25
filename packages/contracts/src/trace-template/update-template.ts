import { z } from "zod";
import { ZTemplateFields } from "./template-fields.ts";

/**
 * The whole template as edited: stages and items with an id are kept (renamed, reordered), new
 * ones have a null id, missing ones are deleted (refused while production records use them).
 */
export const ZUpdateTemplateInput = z.object({ id: z.number().int().positive(), data: ZTemplateFields });
export type TUpdateTemplateInput = z.infer<typeof ZUpdateTemplateInput>;
