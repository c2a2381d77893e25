import {
  ZAdoptCommodityCodeInput,
  ZAdoptCommodityCodeOutput,
} from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { adoptCommodityCode } from "../../../services/commodity-code/adopt-commodity-code.ts";
import { permissionProcedure } from "../../init.ts";

/** The linked goods record takes the code's GTIN as its barcode; legacy /commodityCode/adopt. */
export const adoptCommodityCodeProcedure = permissionProcedure("/commodityCode/adopt")
  .meta({ legacy: { paths: ["/commodityCode/adopt"] } })
  .input(ZAdoptCommodityCodeInput)
  .output(ZAdoptCommodityCodeOutput)
  .mutation(({ ctx, input }) => adoptCommodityCode(ctx, input.id));
