import { ZContentCharge, ZContentChargeInput } from "@suyuan/contracts/config/content-charge";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import { getContentCharge, updateContentCharge } from "../../services/settings/content-charge.ts";
import { permissionProcedure, router } from "../init.ts";

/** Settings of the whole installation (config/*). */
export const configRouter = router({
  /** config/content_charge_get: read by the settings and by the content form (打赏 amounts). */
  contentCharge: permissionProcedure("/site_config/base_update", "/content/save", "/content/update")
    .meta({ legacy: { paths: ["/config/content_charge_get"] } })
    .input(z.object({}).optional())
    .output(ZContentCharge)
    .query(() => getContentCharge()),
  /** config/content_charge_update: the ratio and tip settings, logged with old and new values. */
  updateContentCharge: permissionProcedure(OPERATION_KEYS.contentChargeUpdate)
    .meta({ legacy: { paths: ["/config/content_charge_update"], answer: () => ({ body: { id: 1 } }) } })
    .input(ZContentChargeInput)
    .output(ZContentCharge)
    .mutation(({ ctx, input }) => updateContentCharge(ctx, input)),
});
