import { ZCopyTemplateInput, ZCopyTemplateOutput } from "@suyuan/contracts/trace-template/copy-template";
import { copyTemplate } from "../../../services/trace-template/template-mutations.ts";
import { permissionProcedure } from "../../init.ts";

// A copy is a new template: the same right as adding one.
export const copyTemplateProcedure = permissionProcedure("/traceTemplate/add")
  .meta({ legacy: { paths: ["/traceTemplate/copy"] } })
  .input(ZCopyTemplateInput)
  .output(ZCopyTemplateOutput)
  .mutation(({ ctx, input }) => copyTemplate(ctx, input.id));
