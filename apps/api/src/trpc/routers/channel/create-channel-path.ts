import { ZCreateChannelPathInput, ZCreateChannelPathOutput } from "@suyuan/contracts/channel/channel-actions";
import { CHANNEL_KEYS } from "@suyuan/contracts/channel/channel-keys";
import { proposeChannelPath } from "../../../services/cms/channel/channel-path-rules.ts";
import { permissionProcedure } from "../../init.ts";

/** `channel/create_path`: a free path from the name's pinyin; the origin answers the path itself as the body. */
export const createChannelPathProcedure = permissionProcedure(CHANNEL_KEYS.list, CHANNEL_KEYS.save, CHANNEL_KEYS.update)
  .meta({
    legacy: {
      paths: ["/channel/create_path"],
      answer: (output) => ({ body: (output as { path: string }).path }),
    },
  })
  .input(ZCreateChannelPathInput)
  .output(ZCreateChannelPathOutput)
  .query(({ ctx, input }) => proposeChannelPath(ctx, input.name));
