import { ZUpdateGoodsInput } from "@suyuan/contracts/goods/goods-operations";
import { z } from "zod";
import { updateGoods } from "../../../services/goods/goods.ts";
import { permissionProcedure } from "../../init.ts";

export const updateGoodsProcedure = permissionProcedure("/goods/update")
  .meta({ legacy: { paths: ["/goods/update"] } })
  .input(ZUpdateGoodsInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateGoods(ctx, input.id, input.data);
    return { ok: true as const };
  });
