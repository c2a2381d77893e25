import { CMS_FILE_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { ZCmsFileCountOutput, ZEmptyInput } from "@suyuan/contracts/cms-file/cms-file-operations";
import { flagCmsFiles } from "../../../services/cms/cms-files.ts";
import { permissionProcedure } from "../../init.ts";

/** Rebuilds which records use which files from what they store; legacy /file/flag. */
export const flagCmsFilesProcedure = permissionProcedure(CMS_FILE_KEYS.flag)
  .meta({ legacy: { paths: ["/file/flag"] } })
  .input(ZEmptyInput)
  .output(ZCmsFileCountOutput)
  .mutation(({ ctx }) => flagCmsFiles(ctx));
