import { z } from "zod";
import { ZIds } from "../common/list.ts";
import { ZId, zInt } from "../kit/primitives.ts";

/**
 * topic/by_channel: the topics offered in a channel (and those offered everywhere). The origin's
 * content form asks with `channelId=0` before a channel is chosen: 0 is "no channel yet".
 */
export const ZTopicsByChannelInput = z.object({ channelId: z.union([z.literal(0), ZId]).optional() });
const ZTopicRef = z.object({ id: z.number(), name: z.string() });
export const ZTopicsByChannelOutput = z.array(ZTopicRef);

/** topic/priority: a new order for many topics at once (`ids` and `priorities` pairwise, as the origin sends). */
export const ZPrioritizeTopicsInput = z
  .object({ ids: ZIds, priorities: z.array(zInt(0, 99_999)).min(1).max(1000) })
  .refine((input) => input.ids.length === input.priorities.length, {
    message: "validation.invalid",
    path: ["priorities"],
  });
export const ZPrioritizeTopicsOutput = z.object({ count: z.number() });

/** topic/tpl_list: the templates a topic may use (the origin answers the template file names). */
export const ZTopicTemplatesOutput = z.array(z.string());

/** content/send_to_topic: puts content items into topics (the origin's list: 推送至专题). */
export const ZSendToTopicsInput = z.object({ ids: ZIds, topicIds: ZIds });
export const ZSendToTopicsOutput = z.object({ count: z.number() });
