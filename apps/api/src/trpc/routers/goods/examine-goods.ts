import { ZExamineGoodsInput } from "@suyuan/contracts/goods/goods-operations";
import { z } from "zod";
import { examineGoods } from "../../../services/goods/goods.ts";
import { permissionProcedure } from "../../init.ts";

export const examineGoodsProcedure = permissionProcedure("/goods/examine")
  .meta({ legacy: { paths: ["/goods/examine"] } })
  .input(ZExamineGoodsInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await examineGoods(ctx, input);
    return { ok: true as const };
  });
