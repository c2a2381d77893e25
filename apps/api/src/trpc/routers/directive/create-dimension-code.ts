import { ZCreateDimensionCodeInput, ZCreateDimensionCodeOutput } from "@suyuan/contracts/directive/dimension-code";
import { createDimensionCode } from "../../../services/directive/dimension-code.ts";
import { permissionProcedure } from "../../init.ts";
import { DIMENSION_CODE_KEYS } from "./directive-keys.ts";

/** `dimensioncode/create`: a PNG QR code (data URL) of an address of one of the caller's sites. */
export const createDimensionCodeProcedure = permissionProcedure(...DIMENSION_CODE_KEYS)
  .meta({ legacy: { paths: ["/dimensioncode/create"] } })
  .input(ZCreateDimensionCodeInput)
  .output(ZCreateDimensionCodeOutput)
  .mutation(({ ctx, input }) => createDimensionCode(ctx, input, ctx.config.publicBaseUrl ?? null));
