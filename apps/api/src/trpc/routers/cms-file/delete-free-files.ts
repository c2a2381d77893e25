import { CMS_FILE_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { ZCmsFileCountOutput, ZEmptyInput } from "@suyuan/contracts/cms-file/cms-file-operations";
import { deleteFreeFiles } from "../../../services/cms/cms-files.ts";
import { uploadSettingsFrom } from "../../../services/upload/uploads.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes every unused file of the site older than a day; legacy /file/freefiles_delete. */
export const deleteFreeFilesProcedure = permissionProcedure(CMS_FILE_KEYS.clean)
  .meta({ legacy: { paths: ["/file/freefiles_delete"] } })
  .input(ZEmptyInput)
  .output(ZCmsFileCountOutput)
  .mutation(({ ctx }) => deleteFreeFiles(ctx, uploadSettingsFrom(ctx.config)));
