import { ZPreviewTemplateInput, ZPreviewTemplateOutput } from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { previewTemplate } from "../../../services/template/template-preview.ts";
import { permissionProcedure } from "../../init.ts";

/** The editor's live preview: a page rendered with one template's unsaved source. Writes nothing. */
export const previewTemplateProcedure = permissionProcedure("/template/list")
  .input(ZPreviewTemplateInput)
  .output(ZPreviewTemplateOutput)
  .mutation(({ ctx, input }) => previewTemplate(currentSite(ctx), input));
