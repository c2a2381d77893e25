import { ZDeleteTemplateStageInput } from "@suyuan/contracts/trace-template/template-stages";
import { z } from "zod";
import { deleteTemplateStage } from "../../../services/trace-template/template-stage-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteTemplateStageProcedure = permissionProcedure("/traceTemplateItem/update")
  .meta({ legacy: { paths: ["/traceTemplateItem/delete"] } })
  .input(ZDeleteTemplateStageInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await deleteTemplateStage(ctx, input.id);
    return { ok: true as const };
  });
