import { CMS_FILE_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { ZFindCmsFilesInput, ZFindCmsFilesOutput } from "@suyuan/contracts/cms-file/cms-file-operations";
import { findCmsFiles } from "../../../services/cms/cms-files.ts";
import { permissionProcedure } from "../../init.ts";

/** The site's attachments, used (valid) or free; legacy /file/list. */
export const findCmsFilesProcedure = permissionProcedure(CMS_FILE_KEYS.list)
  .meta({ legacy: { paths: ["/file/list"] } })
  .input(ZFindCmsFilesInput)
  .output(ZFindCmsFilesOutput)
  .query(({ ctx, input }) => findCmsFiles(ctx, input));
