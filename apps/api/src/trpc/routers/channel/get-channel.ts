import { ZChannelItem, ZGetChannelInput } from "@suyuan/contracts/channel/channel-queries";
import { getChannel } from "../../../services/cms/channel/channel-queries.ts";
import { permissionProcedure } from "../../init.ts";
import { CHANNEL_READERS } from "./channel-readers.ts";

/** `channel/get`: by id or path; id 0 answers a blank channel (the origin's content form asks for it). */
export const getChannelProcedure = permissionProcedure(...CHANNEL_READERS)
  .meta({ legacy: { paths: ["/channel/get"] } })
  .input(ZGetChannelInput)
  .output(ZChannelItem)
  .query(({ ctx, input }) => getChannel(ctx, input));
