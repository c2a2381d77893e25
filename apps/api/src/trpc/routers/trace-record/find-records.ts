import { ZFindRecordsInput, ZFindRecordsOutput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { findRecords } from "../../../services/trace-record/records.ts";
import { permissionProcedure } from "../../init.ts";

// The batch view shows a batch's records as its timeline; the record form proposes the next stage and order.
export const findRecordsProcedure = permissionProcedure(
  "/trace/list",
  "/trace/save",
  "/trace/update",
  "/batch/view",
  "/traceItemItem/list",
)
  .meta({ legacy: { paths: ["/trace/list"] } })
  .input(ZFindRecordsInput)
  .output(ZFindRecordsOutput)
  .query(({ ctx, input }) => findRecords(ctx, input));
