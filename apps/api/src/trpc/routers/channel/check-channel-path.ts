import { ZCheckChannelPathInput, ZCheckChannelPathOutput } from "@suyuan/contracts/channel/channel-actions";
import { legacyCheckAnswer } from "@suyuan/contracts/common/check-answer";
import { CHANNEL_KEYS } from "@suyuan/contracts/channel/channel-keys";
import { isChannelPathFree } from "../../../services/cms/channel/channel-path-rules.ts";
import { permissionProcedure } from "../../init.ts";

/** `channel/v_check_path`: whether a path is free; the origin answers the text "true" or "false". */
export const checkChannelPathProcedure = permissionProcedure(CHANNEL_KEYS.list, CHANNEL_KEYS.save, CHANNEL_KEYS.update)
  .meta({
    legacy: { paths: ["/channel/v_check_path"], answer: legacyCheckAnswer },
  })
  .input(ZCheckChannelPathInput)
  .output(ZCheckChannelPathOutput)
  .query(({ ctx, input }) => isChannelPathFree(ctx, input));
