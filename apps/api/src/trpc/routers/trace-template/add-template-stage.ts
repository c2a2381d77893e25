import { ZCreateTemplateStageInput } from "@suyuan/contracts/trace-template/template-stages";
import { z } from "zod";
import { addTemplateStage } from "../../../services/trace-template/template-stage-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const addTemplateStageProcedure = permissionProcedure("/traceTemplate/addDetail")
  .meta({ legacy: { paths: ["/traceTemplate/addDetail"] } })
  .input(ZCreateTemplateStageInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => addTemplateStage(ctx, input.templateId, input.data));
