import { ZRecordValueOutput, ZSaveRecordValueInput } from "@suyuan/contracts/trace-record/record-values";
import { saveRecordValue } from "../../../services/trace-record/record-values.ts";
import { permissionProcedure } from "../../init.ts";

export const saveRecordValueProcedure = permissionProcedure("/traceItemItem/save")
  .meta({ legacy: { paths: ["/traceItemItem/save"] } })
  .input(ZSaveRecordValueInput)
  .output(ZRecordValueOutput)
  .mutation(({ ctx, input }) => saveRecordValue(ctx, input));
