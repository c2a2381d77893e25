import { ZFindTemplatesInput, ZFindTemplatesOutput } from "@suyuan/contracts/trace-template/find-templates";
import { findTemplates } from "../../../services/trace-template/templates.ts";
import { permissionProcedure } from "../../init.ts";

export const findTemplatesProcedure = permissionProcedure("/traceTemplate/list", "/traceTemplate/detailList")
  .meta({ legacy: { paths: ["/traceTemplate/list"] } })
  .input(ZFindTemplatesInput)
  .output(ZFindTemplatesOutput)
  .query(({ ctx, input }) => findTemplates(ctx, input));
