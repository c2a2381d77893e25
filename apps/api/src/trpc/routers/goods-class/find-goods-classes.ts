import { ZFindGoodsClassesOutput, type TGoodsClassNode } from "@suyuan/contracts/goods/goods-class";
import { findGoodsClasses } from "../../../services/goods/goods-classes.ts";
import { permissionProcedure } from "../../init.ts";

export const findGoodsClassesProcedure = permissionProcedure(
  "/goods/classifyList",
  "/goods/list",
  "/goods/save",
  "/goods/update",
)
  .meta({
    legacy: {
      paths: ["/goods/classifyList"],
      // The whole tree in one list: the legacy envelope counts it.
      answer: (output) => ({ body: output, totalCount: (output as TGoodsClassNode[]).length }),
    },
  })
  .output(ZFindGoodsClassesOutput)
  .query(() => findGoodsClasses());
