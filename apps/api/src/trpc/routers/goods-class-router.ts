import { router } from "../init.ts";
import { findGoodsClassesProcedure } from "./goods-class/find-goods-classes.ts";
import { createGoodsClassProcedure } from "./goods-class/create-goods-class.ts";
import { updateGoodsClassProcedure } from "./goods-class/update-goods-class.ts";
import { deleteGoodsClassProcedure } from "./goods-class/delete-goods-class.ts";

export const goodsClassRouter = router({
  find: findGoodsClassesProcedure,
  create: createGoodsClassProcedure,
  update: updateGoodsClassProcedure,
  delete: deleteGoodsClassProcedure,
});
