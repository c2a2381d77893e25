import { ZDeleteGoodsClassInput } from "@suyuan/contracts/goods/goods-class";
import { z } from "zod";
import { deleteGoodsClass } from "../../../services/goods/goods-classes.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteGoodsClassProcedure = permissionProcedure("/goods/classifyList")
  .meta({ legacy: { paths: ["/goods/classifyDelete"] } })
  .input(ZDeleteGoodsClassInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await deleteGoodsClass(ctx, input.id);
    return { ok: true as const };
  });
