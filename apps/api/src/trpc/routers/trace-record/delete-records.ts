import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZDeleteRecordsInput, ZDeleteRecordsOutput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { deleteRecords } from "../../../services/trace-record/record-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteRecordsProcedure = permissionProcedure(OPERATION_KEYS.traceRecordDelete)
  .meta({ legacy: { paths: ["/trace/delete"] } })
  .input(ZDeleteRecordsInput)
  .output(ZDeleteRecordsOutput)
  .mutation(({ ctx, input }) => deleteRecords(ctx, input.ids));
