import { ZChannelPriorityInput } from "@suyuan/contracts/channel/channel-actions";
import { CHANNEL_KEYS } from "@suyuan/contracts/channel/channel-keys";
import { z } from "zod";
import { saveChannelPriorities } from "../../../services/cms/channel/channel-priority.ts";
import { permissionProcedure } from "../../init.ts";

/** `channel/priority`: `ids` and `prioritys` (the origin's spelling), same length; all or nothing. */
export const saveChannelPrioritiesProcedure = permissionProcedure(CHANNEL_KEYS.priority)
  .meta({ legacy: { paths: ["/channel/priority"] } })
  .input(ZChannelPriorityInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(({ ctx, input }) => saveChannelPriorities(ctx, input));
