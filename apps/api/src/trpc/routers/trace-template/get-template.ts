import { ZGetTemplateInput, ZGetTemplateOutput } from "@suyuan/contracts/trace-template/get-template";
import { getTemplate } from "../../../services/trace-template/templates.ts";
import { permissionProcedure } from "../../init.ts";

// Record forms and the batch view read the stages and items of a batch's template too.
export const getTemplateProcedure = permissionProcedure(
  "/traceTemplate/list",
  "/traceTemplate/update",
  "/traceTemplate/detailList",
  "/traceTemplate/addDetail",
  "/traceTemplateItem/update",
  "/trace/list",
  "/trace/save",
  "/trace/update",
  "/traceItemItem/list",
  "/batch/view",
)
  .meta({ legacy: { paths: ["/traceTemplate/get"] } })
  .input(ZGetTemplateInput)
  .output(ZGetTemplateOutput)
  .query(({ ctx, input }) => getTemplate(ctx, input.id));
