import { ZAllChannelsInput, ZChannelSelectTree } from "@suyuan/contracts/channel/channel-queries";
import { channelSelectTree } from "../../../services/cms/channel/channel-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { CHANNEL_READERS } from "./channel-readers.ts";

/** `channel/all`: every channel of the site as one tree (the origin's shape: `child` only on branches). */
export const allChannelsProcedure = permissionProcedure(...CHANNEL_READERS)
  .meta({ legacy: { paths: ["/channel/all"] } })
  .input(ZAllChannelsInput)
  .output(ZChannelSelectTree)
  .query(({ ctx, input }) => channelSelectTree(ctx, { hasContentOnly: input.hasContentOnly }));
