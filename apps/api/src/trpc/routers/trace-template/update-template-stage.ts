import { ZUpdateTemplateStageInput } from "@suyuan/contracts/trace-template/template-stages";
import { z } from "zod";
import { updateTemplateStage } from "../../../services/trace-template/template-stage-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const updateTemplateStageProcedure = permissionProcedure("/traceTemplateItem/update")
  .meta({ legacy: { paths: ["/traceTemplateItem/update"] } })
  .input(ZUpdateTemplateStageInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateTemplateStage(ctx, input.id, input.data);
    return { ok: true as const };
  });
