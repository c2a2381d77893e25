import { ZFindGoodsInput, ZFindGoodsOutput } from "@suyuan/contracts/goods/goods-operations";
import { findGoods } from "../../../services/goods/goods.ts";
import { permissionProcedure } from "../../init.ts";

export const findGoodsProcedure = permissionProcedure("/goods/list", "/goods/examine")
  .meta({ legacy: { paths: ["/goods/list"] } })
  .input(ZFindGoodsInput)
  .output(ZFindGoodsOutput)
  .query(({ ctx, input }) => findGoods(ctx, input));
