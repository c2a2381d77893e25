import { CMS_FILE_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { ZCmsFileCountOutput, ZDeleteCmsFilesInput } from "@suyuan/contracts/cms-file/cms-file-operations";
import { deleteCmsFiles } from "../../../services/cms/cms-files.ts";
import { uploadSettingsFrom } from "../../../services/upload/uploads.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes unused files (rows and stored files); legacy /file/delete (`names`: their paths). */
export const deleteCmsFilesProcedure = permissionProcedure(CMS_FILE_KEYS.delete)
  .meta({ legacy: { paths: ["/file/delete"] } })
  .input(ZDeleteCmsFilesInput)
  .output(ZCmsFileCountOutput)
  .mutation(({ ctx, input }) => deleteCmsFiles(ctx, uploadSettingsFrom(ctx.config), input));
