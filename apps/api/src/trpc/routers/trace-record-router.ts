import { router } from "../init.ts";
import { checkRecordOrderProcedure } from "./trace-record/check-record-order.ts";
import { createRecordProcedure } from "./trace-record/create-record.ts";
import { deleteRecordsProcedure } from "./trace-record/delete-records.ts";
import { findRecordValuesProcedure } from "./trace-record/find-record-values.ts";
import { findRecordsProcedure } from "./trace-record/find-records.ts";
import { getRecordProcedure } from "./trace-record/get-record.ts";
import { saveRecordValueProcedure } from "./trace-record/save-record-value.ts";
import { updateRecordValueProcedure } from "./trace-record/update-record-value.ts";
import { updateRecordProcedure } from "./trace-record/update-record.ts";

/** Production records: a batch's filled-in template stages ("item groups") and their values. */
export const traceRecordRouter = router({
  find: findRecordsProcedure,
  get: getRecordProcedure,
  create: createRecordProcedure,
  update: updateRecordProcedure,
  delete: deleteRecordsProcedure,
  checkOrder: checkRecordOrderProcedure,
  findValues: findRecordValuesProcedure,
  saveValue: saveRecordValueProcedure,
  updateValue: updateRecordValueProcedure,
});
