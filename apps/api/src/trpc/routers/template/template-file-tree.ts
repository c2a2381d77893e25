import {
  ZFindTemplateFilesInput,
  ZTemplateTreeOutput,
  type TTemplateFileKind,
} from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { solutionTree } from "../../../services/template/solution-store.ts";
import { readFiles } from "./file-access.ts";

/** template/tree, resource/tree: every file and folder of the solution as a tree. */
export const templateFileTreeProcedure = (kind: TTemplateFileKind) =>
  readFiles(kind)
    .meta({ legacy: { paths: [`/${kind}/tree`] } })
    .input(ZFindTemplateFilesInput)
    .output(ZTemplateTreeOutput)
    .query(({ ctx, input }) => solutionTree(currentSite(ctx), kind, input.solution));
