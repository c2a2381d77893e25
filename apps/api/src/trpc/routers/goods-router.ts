import { router } from "../init.ts";
import { findGoodsProcedure } from "./goods/find-goods.ts";
import { getGoodsProcedure } from "./goods/get-goods.ts";
import { createGoodsProcedure } from "./goods/create-goods.ts";
import { updateGoodsProcedure } from "./goods/update-goods.ts";
import { examineGoodsProcedure } from "./goods/examine-goods.ts";
import { deleteGoodsProcedure } from "./goods/delete-goods.ts";

export const goodsRouter = router({
  find: findGoodsProcedure,
  get: getGoodsProcedure,
  create: createGoodsProcedure,
  update: updateGoodsProcedure,
  examine: examineGoodsProcedure,
  delete: deleteGoodsProcedure,
});
