import {
  ZCheckRecordOrderInput,
  ZCheckRecordOrderOutput,
} from "@suyuan/contracts/trace-record/trace-record-operations";
import { checkRecordOrder } from "../../../services/trace-record/records.ts";
import { permissionProcedure } from "../../init.ts";

export const checkRecordOrderProcedure = permissionProcedure("/trace/save", "/trace/update")
  .input(ZCheckRecordOrderInput)
  .output(ZCheckRecordOrderOutput)
  .query(({ ctx, input }) => checkRecordOrder(ctx, input));
