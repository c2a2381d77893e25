import { ZBindTraceCodesInput, ZBindTraceCodesOutput } from "@suyuan/contracts/code-application/bind-trace-codes";
import { bindTraceCodes } from "../../../services/code-application/binding.ts";
import { permissionProcedure } from "../../init.ts";

export const bindTraceCodesProcedure = permissionProcedure("/apply/bindingCode")
  .input(ZBindTraceCodesInput)
  .output(ZBindTraceCodesOutput)
  .mutation(({ ctx, input }) => bindTraceCodes(ctx, input));
