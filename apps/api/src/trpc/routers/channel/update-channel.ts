import { ZSaveChannelOutput, ZUpdateChannelInput } from "@suyuan/contracts/channel/channel-fields";
import { CHANNEL_KEYS } from "@suyuan/contracts/channel/channel-keys";
import { updateChannel } from "../../../services/cms/channel/channel-writes.ts";
import { permissionProcedure } from "../../init.ts";

/** `channel/update`: `id` and the same fields as a save (flat on the legacy form). */
export const updateChannelProcedure = permissionProcedure(CHANNEL_KEYS.update)
  .meta({ legacy: { paths: ["/channel/update"] } })
  .input(ZUpdateChannelInput)
  .output(ZSaveChannelOutput)
  .mutation(({ ctx, input }) => updateChannel(ctx, input.id, input.data));
