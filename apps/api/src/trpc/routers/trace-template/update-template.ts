import { ZUpdateTemplateInput } from "@suyuan/contracts/trace-template/update-template";
import { z } from "zod";
import { updateTemplate } from "../../../services/trace-template/template-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const updateTemplateProcedure = permissionProcedure("/traceTemplate/update")
  .meta({ legacy: { paths: ["/traceTemplate/update"] } })
  .input(ZUpdateTemplateInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateTemplate(ctx, input.id, input.data);
    return { ok: true as const };
  });
