import { ZGetGoodsInput } from "@suyuan/contracts/goods/goods-operations";
import { ZGoodsItem } from "@suyuan/contracts/goods/goods-fields";
import { getGoods } from "../../../services/goods/goods.ts";
import { permissionProcedure } from "../../init.ts";

export const getGoodsProcedure = permissionProcedure("/goods/list", "/goods/update", "/goods/examine")
  .meta({ legacy: { paths: ["/goods/get"] } })
  .input(ZGetGoodsInput)
  .output(ZGoodsItem)
  .query(({ ctx, input }) => getGoods(ctx, input.id));
