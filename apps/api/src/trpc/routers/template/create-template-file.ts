import {
  ZCreateTemplateFileInput,
  ZTemplateWriteOutput,
  type TTemplateFileKind,
} from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { solutionOf } from "../../../services/template/solution-store.ts";
import { writeSolutionText } from "../../../services/template/solution-writes.ts";
import { saveFiles } from "./file-access.ts";

/**
 * template/save: a new template (an existing one is refused: update changes it);
 * resource/save: a text resource written whole, new or not (resources have no update).
 */
export const createTemplateFileProcedure = (kind: TTemplateFileKind) =>
  saveFiles(kind)
    .meta({ legacy: { paths: [`/${kind}/save`] } })
    .input(ZCreateTemplateFileInput)
    .output(ZTemplateWriteOutput)
    .mutation(async ({ ctx, input }) => {
      const siteId = currentSite(ctx);
      const solution = await solutionOf(siteId, input.solution);
      return writeSolutionText(
        ctx,
        { siteId, solution, kind },
        input.path,
        input.text,
        kind === "template" ? "create" : "put",
      );
    });
