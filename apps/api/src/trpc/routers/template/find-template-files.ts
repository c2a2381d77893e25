import {
  ZFindTemplateFilesInput,
  ZFindTemplateFilesOutput,
  type TTemplateFileKind,
} from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { findSolutionFiles } from "../../../services/template/solution-store.ts";
import { readFiles } from "./file-access.ts";

/** template/list, resource/list: the files and folders directly in a folder. */
export const findTemplateFilesProcedure = (kind: TTemplateFileKind) =>
  readFiles(kind)
    .meta({
      legacy: { paths: [`/${kind}/list`], answer: (output) => ({ body: (output as { items: unknown }).items }) },
    })
    .input(ZFindTemplateFilesInput)
    .output(ZFindTemplateFilesOutput)
    .query(({ ctx, input }) => findSolutionFiles(currentSite(ctx), kind, input.solution, input.dir));
