import { ZChannelSelectTree, ZSelectChannelsInput } from "@suyuan/contracts/channel/channel-queries";
import { channelSelectTree } from "../../../services/cms/channel/channel-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { CHANNEL_READERS } from "./channel-readers.ts";

/** `channel/select`: the whole tree for a cascader; a leaf carries no `child` key. */
export const selectChannelsProcedure = permissionProcedure(...CHANNEL_READERS)
  .meta({ legacy: { paths: ["/channel/select"] } })
  .input(ZSelectChannelsInput)
  .output(ZChannelSelectTree)
  .query(({ ctx, input }) => channelSelectTree(ctx, input));
