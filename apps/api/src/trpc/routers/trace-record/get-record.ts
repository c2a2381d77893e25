import { ZGetRecordInput, ZGetRecordOutput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { getRecord } from "../../../services/trace-record/records.ts";
import { permissionProcedure } from "../../init.ts";

export const getRecordProcedure = permissionProcedure(
  "/trace/list",
  "/trace/update",
  "/traceItemItem/list",
  "/traceItemItem/save",
  "/traceItemItem/update",
)
  .meta({ legacy: { paths: ["/trace/get"] } })
  .input(ZGetRecordInput)
  .output(ZGetRecordOutput)
  .query(({ ctx, input }) => getRecord(ctx, input.id));
