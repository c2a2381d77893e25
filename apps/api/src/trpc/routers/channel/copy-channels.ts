import { ZCopyChannelsInput, ZCopyChannelsOutput } from "@suyuan/contracts/channel/channel-actions";
import { CHANNEL_KEYS } from "@suyuan/contracts/channel/channel-keys";
import { copyChannels } from "../../../services/cms/channel/channel-copy.ts";
import { permissionProcedure } from "../../init.ts";

/** `channel/copy`: copies beside the originals with free paths, optionally with subtrees; never content. */
export const copyChannelsProcedure = permissionProcedure(CHANNEL_KEYS.copy)
  .meta({ legacy: { paths: ["/channel/copy"] } })
  .input(ZCopyChannelsInput)
  .output(ZCopyChannelsOutput)
  .mutation(({ ctx, input }) => copyChannels(ctx, input));
