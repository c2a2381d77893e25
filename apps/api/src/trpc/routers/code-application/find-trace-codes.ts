import {
  ZFindTraceCodesInput,
  ZFindTraceCodesOutput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { findTraceCodes } from "../../../services/code-application/trace-codes.ts";
import { permissionProcedure } from "../../init.ts";

export const findTraceCodesProcedure = permissionProcedure("/apply/view", "/apply/bindingCode")
  .meta({ legacy: { paths: ["/apply/codes"] } })
  .input(ZFindTraceCodesInput)
  .output(ZFindTraceCodesOutput)
  .query(({ ctx, input }) => findTraceCodes(ctx, input));
