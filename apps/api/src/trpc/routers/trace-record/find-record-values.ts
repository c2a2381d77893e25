import { ZFindRecordValuesInput, ZFindRecordValuesOutput } from "@suyuan/contracts/trace-record/record-values";
import { findRecordValues } from "../../../services/trace-record/record-values.ts";
import { permissionProcedure } from "../../init.ts";

export const findRecordValuesProcedure = permissionProcedure(
  "/traceItemItem/list",
  "/traceItemItem/save",
  "/traceItemItem/update",
  "/trace/list",
)
  .meta({
    legacy: {
      paths: ["/traceItemItem/list"],
      // The values of one record answer as a list: every one, with their count.
      answer: (output) => ({ body: output, totalCount: (output as unknown[]).length }),
    },
  })
  .input(ZFindRecordValuesInput)
  .output(ZFindRecordValuesOutput)
  .query(({ ctx, input }) => findRecordValues(ctx, input.recordId));
