import { ZChannelNodeList, ZListChannelsInput } from "@suyuan/contracts/channel/channel-queries";
import { channelChildren } from "../../../services/cms/channel/channel-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { CHANNEL_READERS } from "./channel-readers.ts";

/** `channel/list`: the children of `parentId` (absent or 0: the top channels). */
export const findChannelsProcedure = permissionProcedure(...CHANNEL_READERS)
  .meta({ legacy: { paths: ["/channel/list"] } })
  .input(ZListChannelsInput)
  .output(ZChannelNodeList)
  .query(({ ctx, input }) => channelChildren(ctx, input.parentId));
