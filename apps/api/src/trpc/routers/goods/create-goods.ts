import { ZCreateGoodsInput, ZCreateGoodsOutput } from "@suyuan/contracts/goods/goods-operations";
import { createGoods } from "../../../services/goods/goods.ts";
import { permissionProcedure } from "../../init.ts";

export const createGoodsProcedure = permissionProcedure("/goods/save")
  .meta({ legacy: { paths: ["/goods/save"] } })
  .input(ZCreateGoodsInput)
  .output(ZCreateGoodsOutput)
  .mutation(({ ctx, input }) => createGoods(ctx, input));
