import { ZTopicsByChannelInput, ZTopicsByChannelOutput } from "@suyuan/contracts/topic/topic-operations";
import { TOPIC_KEYS } from "@suyuan/contracts/cms-file/cms-file-keys";
import { currentSite } from "../../../services/access/site-scope.ts";
import { topicsByChannel } from "../../../services/topic/topic-hooks.ts";
import { permissionProcedure } from "../../init.ts";

/** The topics a channel offers (the content form's 专题 choice); legacy /topic/by_channel. */
export const findTopicsByChannelProcedure = permissionProcedure(
  TOPIC_KEYS.list,
  "/content/list",
  "/content/save",
  "/content/update",
)
  .meta({ legacy: { paths: ["/topic/by_channel"] } })
  .input(ZTopicsByChannelInput)
  .output(ZTopicsByChannelOutput)
  // No channel chosen yet (0): nothing to offer.
  .query(({ ctx, input }) => (input.channelId === 0 ? [] : topicsByChannel(currentSite(ctx), input.channelId)));
