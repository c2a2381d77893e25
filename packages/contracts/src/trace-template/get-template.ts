import { z } from "zod";
import { ZTemplateDetail } from "./template-fields.ts";

export const ZGetTemplateInput = z.object({ id: z.number().int().positive() });
export const ZGetTemplateOutput = ZTemplateDetail;
