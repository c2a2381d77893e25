import { ZDeleteChannelsInput, ZDeleteChannelsOutput } from "@suyuan/contracts/channel/channel-actions";
import { CHANNEL_KEYS } from "@suyuan/contracts/channel/channel-keys";
import { deleteChannels } from "../../../services/cms/channel/channel-delete.ts";
import { permissionProcedure } from "../../init.ts";

/** `channel/delete`: refused while channels hold subchannels or content, unless `cascade`. */
export const deleteChannelsProcedure = permissionProcedure(CHANNEL_KEYS.delete)
  .meta({ legacy: { paths: ["/channel/delete"] } })
  .input(ZDeleteChannelsInput)
  .output(ZDeleteChannelsOutput)
  .mutation(({ ctx, input }) => deleteChannels(ctx, input));
