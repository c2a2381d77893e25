import {
  ZBindTraceCodesInput,
  ZBindTraceCodesOutput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { bindTraceCodes } from "../../../services/code-application/binding.ts";
import { permissionProcedure } from "../../init.ts";

export const bindTraceCodesProcedure = permissionProcedure("/apply/bindingCode")
  .input(ZBindTraceCodesInput)
  .output(ZBindTraceCodesOutput)
  .mutation(({ ctx, input }) => bindTraceCodes(ctx, input));
