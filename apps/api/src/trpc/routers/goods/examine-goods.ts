import { ZExamineInput } from "@suyuan/contracts/common/fields";
import { goodsResource } from "@suyuan/contracts/goods/goods-resource";
import { z } from "zod";
import { legacyPaths } from "../../resource-router.ts";
import { examineGoods } from "../../../services/goods/goods-examine.ts";
import { permissionProcedure } from "../../init.ts";

/** Approve, or reject with an opinion, pending goods (/goods/examine). */
export const examineGoodsProcedure = permissionProcedure("/goods/examine")
  .meta({ legacy: legacyPaths(goodsResource, "examine") })
  .input(ZExamineInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await examineGoods(ctx, input);
    return { ok: true as const };
  });
