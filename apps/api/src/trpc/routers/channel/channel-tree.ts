import { ZChannelNodeList, ZChannelTreeInput } from "@suyuan/contracts/channel/channel-queries";
import { channelChildren } from "../../../services/cms/channel/channel-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { CHANNEL_READERS } from "./channel-readers.ts";

/** `channel/tree`: one level of the tree, loaded when a node opens (`parentId` or the widget's `root`). */
export const channelTreeProcedure = permissionProcedure(...CHANNEL_READERS)
  .meta({ legacy: { paths: ["/channel/tree"] } })
  .input(ZChannelTreeInput)
  .output(ZChannelNodeList)
  .query(({ ctx, input }) => channelChildren(ctx, input.parentId ?? input.root));
