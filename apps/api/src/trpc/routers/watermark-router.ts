import { ZWatermark, ZWatermarkInput } from "@suyuan/contracts/config/watermark";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import { getWatermark, updateWatermark } from "../../services/watermark/watermark-setting.ts";
import { permissionProcedure, router } from "../init.ts";

/** The watermark of uploaded images (config/mark_get, config/mark_update). */
export const watermarkRouter = router({
  get: permissionProcedure("/config/watermark")
    .meta({ legacy: { paths: ["/config/mark_get"] } })
    .input(z.object({}).optional())
    .output(ZWatermark)
    .query(() => getWatermark()),
  /** Replaces the whole setting, logged with the old and new values. */
  update: permissionProcedure(OPERATION_KEYS.watermarkUpdate)
    .meta({ legacy: { paths: ["/config/mark_update"], answer: () => ({ body: "" }) } })
    .input(ZWatermarkInput)
    .output(ZWatermark)
    .mutation(({ ctx, input }) => updateWatermark(ctx, input)),
});
