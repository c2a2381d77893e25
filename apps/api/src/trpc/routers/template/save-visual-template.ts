import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZSaveVisualTemplateInput } from "@suyuan/contracts/template/template-files";
import { z } from "zod";
import { saveVisualTemplate } from "../../../services/template/visual-template.ts";
import { permissionProcedure } from "../../init.ts";

/** visual/save: the visual tag editor's content into common/tagTemplate.html of the site's solution (body ""). */
export const saveVisualTemplateProcedure = permissionProcedure(OPERATION_KEYS.visualSave)
  .meta({ legacy: { paths: ["/visual/save"], answer: () => ({ body: "" }) } })
  .input(ZSaveVisualTemplateInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await saveVisualTemplate(ctx, input.templateStr);
    return { ok: true as const };
  });
