import { router } from "../init.ts";
import { deleteCmsFilesProcedure } from "./cms-file/delete-cms-files.ts";
import { deleteFreeFilesProcedure } from "./cms-file/delete-free-files.ts";
import { findCmsFilesProcedure } from "./cms-file/find-cms-files.ts";
import { flagCmsFilesProcedure } from "./cms-file/flag-cms-files.ts";

/** CMS attachments (附件管理): which files records use, and the clean-up of unused ones. */
export const cmsFileRouter = router({
  find: findCmsFilesProcedure,
  delete: deleteCmsFilesProcedure,
  flag: flagCmsFilesProcedure,
  deleteFree: deleteFreeFilesProcedure,
});
