import { ZUpdateGoodsClassInput } from "@suyuan/contracts/goods/goods-class";
import { z } from "zod";
import { updateGoodsClass } from "../../../services/goods/goods-classes.ts";
import { permissionProcedure } from "../../init.ts";

export const updateGoodsClassProcedure = permissionProcedure("/goods/classifyList")
  .meta({ legacy: { paths: ["/goods/classifyUpdate"] } })
  .input(ZUpdateGoodsClassInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateGoodsClass(ctx, input.id, input.data);
    return { ok: true as const };
  });
