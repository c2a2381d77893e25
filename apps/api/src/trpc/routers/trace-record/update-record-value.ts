import { ZRecordValueOutput, ZUpdateRecordValueInput } from "@suyuan/contracts/trace-record/record-values";
import { updateRecordValue } from "../../../services/trace-record/record-values.ts";
import { permissionProcedure } from "../../init.ts";

export const updateRecordValueProcedure = permissionProcedure("/traceItemItem/update")
  .meta({ legacy: { paths: ["/traceItemItem/update"] } })
  .input(ZUpdateRecordValueInput)
  .output(ZRecordValueOutput)
  .mutation(({ ctx, input }) => updateRecordValue(ctx, input.id, input.data));
