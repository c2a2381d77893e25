import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZDeleteTemplatesInput, ZDeleteTemplatesOutput } from "@suyuan/contracts/trace-template/delete-templates";
import { deleteTemplates } from "../../../services/trace-template/template-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteTemplatesProcedure = permissionProcedure(OPERATION_KEYS.traceTemplateDelete)
  .meta({ legacy: { paths: ["/traceTemplate/delete"] } })
  .input(ZDeleteTemplatesInput)
  .output(ZDeleteTemplatesOutput)
  .mutation(({ ctx, input }) => deleteTemplates(ctx, input.ids));
