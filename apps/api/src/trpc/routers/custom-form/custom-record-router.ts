import { router } from "../../init.ts";
import {
  checkCustomRecordsProcedure,
  deleteCustomRecordsProcedure,
  getCustomRecordProcedure,
  pageCustomRecordsProcedure,
} from "./custom-record-procedures.ts";

/**
 * The submissions of the custom forms (提交记录): not a kit resource, since no administrator
 * writes one and each form has its own fields.
 */
export const customRecordRouter = router({
  page: pageCustomRecordsProcedure,
  get: getCustomRecordProcedure,
  check: checkCustomRecordsProcedure,
  delete: deleteCustomRecordsProcedure,
});
