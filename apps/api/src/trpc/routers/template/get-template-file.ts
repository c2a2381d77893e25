import {
  ZGetTemplateFileInput,
  ZTemplateFileItem,
  type TTemplateFileKind,
} from "@suyuan/contracts/template/template-files";
import { currentSite } from "../../../services/access/site-scope.ts";
import { getSolutionFile } from "../../../services/template/solution-store.ts";
import { readFiles } from "./file-access.ts";

/** template/get, resource/get: one file with its text (or, for images and fonts, base64 bytes). */
export const getTemplateFileProcedure = (kind: TTemplateFileKind) =>
  readFiles(kind)
    .meta({ legacy: { paths: [`/${kind}/get`] } })
    .input(ZGetTemplateFileInput)
    .output(ZTemplateFileItem)
    .query(({ ctx, input }) => getSolutionFile(currentSite(ctx), kind, input.solution, input.path));
