import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZTemplateStageFields } from "./template-fields.ts";

/** Add one stage with its items to a template (the template detail page, legacy addDetail). */
export const ZCreateTemplateStageInput = z.object({
  templateId: ZId,
  data: ZTemplateStageFields,
});

/** Edit one stage and its items (legacy traceTemplateItem/update); items as in the template's update. */
export const ZUpdateTemplateStageInput = z.object({ id: ZId, data: ZTemplateStageFields });

export const ZDeleteTemplateStageInput = z.object({ id: ZId });
