import { ZSaveChannelInput, ZSaveChannelOutput } from "@suyuan/contracts/channel/channel-fields";
import { CHANNEL_KEYS } from "@suyuan/contracts/channel/channel-keys";
import { createChannel } from "../../../services/cms/channel/channel-writes.ts";
import { permissionProcedure } from "../../init.ts";

/** `channel/save` (the origin's names; body `{ id }`). */
export const createChannelProcedure = permissionProcedure(CHANNEL_KEYS.save)
  .meta({ legacy: { paths: ["/channel/save"] } })
  .input(ZSaveChannelInput)
  .output(ZSaveChannelOutput)
  .mutation(({ ctx, input }) => createChannel(ctx, input));
