import {
  ZDeleteTemplateFilesInput,
  ZTemplateWriteOutput,
  type TTemplateFileKind,
} from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { solutionOf } from "../../../services/template/solution-store.ts";
import { deleteSolutionFiles } from "../../../services/template/solution-writes.ts";
import { deleteFiles } from "./file-access.ts";

/** template/delete, resource/delete: files, and folders with everything in them. */
export const deleteTemplateFilesProcedure = (kind: TTemplateFileKind) =>
  deleteFiles(kind)
    .meta({ legacy: { paths: [`/${kind}/delete`] } })
    .input(ZDeleteTemplateFilesInput)
    .output(ZTemplateWriteOutput)
    .mutation(async ({ ctx, input }) => {
      const siteId = currentSite(ctx);
      const solution = await solutionOf(siteId, input.solution);
      return deleteSolutionFiles(ctx, { siteId, solution, kind }, input.paths);
    });
