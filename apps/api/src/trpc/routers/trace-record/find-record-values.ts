import { ZFindRecordValuesInput, ZFindRecordValuesOutput } from "@suyuan/contracts/trace-record/record-values";
import { findRecordValues } from "../../../services/trace-record/record-values.ts";
import { permissionProcedure } from "../../init.ts";

export const findRecordValuesProcedure = permissionProcedure(
  "/traceItemItem/list",
  "/traceItemItem/save",
  "/traceItemItem/update",
  "/trace/list",
)
  .input(ZFindRecordValuesInput)
  .output(ZFindRecordValuesOutput)
  .query(({ ctx, input }) => findRecordValues(ctx, input.recordId));
