import { ZTemplateWriteOutput, ZUpdateTemplateFileInput } from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { solutionOf } from "../../../services/template/solution-store.ts";
import { writeSolutionText } from "../../../services/template/solution-writes.ts";
import { saveFiles } from "./file-access.ts";

/** template/update: new text of an existing template, refused (line and column) when it does not parse. */
export const updateTemplateFileProcedure = saveFiles("template")
  .meta({ legacy: { paths: ["/template/update"] } })
  .input(ZUpdateTemplateFileInput)
  .output(ZTemplateWriteOutput)
  .mutation(async ({ ctx, input }) => {
    const siteId = currentSite(ctx);
    const solution = await solutionOf(siteId, input.solution);
    return writeSolutionText(ctx, { siteId, solution, kind: "template" }, input.id, input.data.text, "update");
  });
