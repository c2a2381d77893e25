import { ZCreateGoodsClassInput, ZCreateGoodsClassOutput } from "@suyuan/contracts/goods/goods-class";
import { createGoodsClass } from "../../../services/goods/goods-classes.ts";
import { permissionProcedure } from "../../init.ts";

export const createGoodsClassProcedure = permissionProcedure("/goods/classifyList")
  .meta({ legacy: { paths: ["/goods/classifySave"] } })
  .input(ZCreateGoodsClassInput)
  .output(ZCreateGoodsClassOutput)
  .mutation(({ ctx, input }) => createGoodsClass(ctx, input));
