import { ZCreateRecordInput, ZCreateRecordOutput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { createRecord } from "../../../services/trace-record/record-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const createRecordProcedure = permissionProcedure("/trace/save")
  .input(ZCreateRecordInput)
  .output(ZCreateRecordOutput)
  .mutation(({ ctx, input }) => createRecord(ctx, input));
