import { ZDeleteGoodsInput, ZDeleteGoodsOutput } from "@suyuan/contracts/goods/goods-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteGoods } from "../../../services/goods/goods.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteGoodsProcedure = permissionProcedure(OPERATION_KEYS.goodsDelete)
  .meta({ legacy: { paths: ["/goods/delete"] } })
  .input(ZDeleteGoodsInput)
  .output(ZDeleteGoodsOutput)
  .mutation(({ ctx, input }) => deleteGoods(ctx, input.ids));
