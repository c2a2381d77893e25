import { ZCreateTemplateInput, ZCreateTemplateOutput } from "@suyuan/contracts/trace-template/create-template";
import { createTemplate } from "../../../services/trace-template/template-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const createTemplateProcedure = permissionProcedure("/traceTemplate/add")
  .meta({ legacy: { paths: ["/traceTemplate/add", "/traceTemplate/save"] } })
  .input(ZCreateTemplateInput)
  .output(ZCreateTemplateOutput)
  .mutation(({ ctx, input }) => createTemplate(ctx, input));
