import {
  ZRenameTemplateFileInput,
  ZTemplateWriteOutput,
  type TTemplateFileKind,
} from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { solutionOf } from "../../../services/template/solution-store.ts";
import { renameSolutionFile } from "../../../services/template/solution-writes.ts";
import { saveFiles } from "./file-access.ts";

/** template/rename, resource/rename: a file or folder to a new path. */
export const renameTemplateFileProcedure = (kind: TTemplateFileKind) =>
  saveFiles(kind)
    .meta({ legacy: { paths: [`/${kind}/rename`] } })
    .input(ZRenameTemplateFileInput)
    .output(ZTemplateWriteOutput)
    .mutation(async ({ ctx, input }) => {
      const siteId = currentSite(ctx);
      const solution = await solutionOf(siteId, input.solution);
      return renameSolutionFile(ctx, { siteId, solution, kind }, input.path, input.newPath);
    });
