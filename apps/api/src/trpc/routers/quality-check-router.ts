import { router } from "../init.ts";
import { createQualityCheckProcedure } from "./quality-check/create-quality-check.ts";
import { deleteQualityChecksProcedure } from "./quality-check/delete-quality-checks.ts";
import { findQualityChecksProcedure } from "./quality-check/find-quality-checks.ts";
import { getQualityCheckProcedure } from "./quality-check/get-quality-check.ts";
import { updateQualityCheckProcedure } from "./quality-check/update-quality-check.ts";

export const qualityCheckRouter = router({
  find: findQualityChecksProcedure,
  get: getQualityCheckProcedure,
  create: createQualityCheckProcedure,
  update: updateQualityCheckProcedure,
  delete: deleteQualityChecksProcedure,
});
