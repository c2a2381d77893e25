import {
  ZCreateTemplateDirInput,
  ZTemplateWriteOutput,
  type TTemplateFileKind,
} from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { solutionOf } from "../../../services/template/solution-store.ts";
import { createSolutionDir } from "../../../services/template/solution-writes.ts";
import { saveFiles } from "./file-access.ts";

/** template/dir_save, resource/dir_save: a new folder. */
export const createTemplateDirProcedure = (kind: TTemplateFileKind) =>
  saveFiles(kind)
    .meta({ legacy: { paths: [`/${kind}/dir_save`] } })
    .input(ZCreateTemplateDirInput)
    .output(ZTemplateWriteOutput)
    .mutation(async ({ ctx, input }) => {
      const siteId = currentSite(ctx);
      const solution = await solutionOf(siteId, input.solution);
      return createSolutionDir(ctx, { siteId, solution, kind }, input.path);
    });
