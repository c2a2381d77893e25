import { ZFindGoodsClassesOutput } from "@suyuan/contracts/goods/goods-class";
import { findGoodsClasses } from "../../../services/goods/goods-classes.ts";
import { permissionProcedure } from "../../init.ts";

export const findGoodsClassesProcedure = permissionProcedure(
  "/goods/classifyList",
  "/goods/list",
  "/goods/save",
  "/goods/update",
)
  .output(ZFindGoodsClassesOutput)
  .query(() => findGoodsClasses());
