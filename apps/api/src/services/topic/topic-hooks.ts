import { prisma } from "@suyuan/db/client";
import { count, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { setFileReferences } from "../cms/file-references.ts";

type Row = Record<string, unknown>;

/**
 * Topics (a kit resource): the channels it is offered in are the current site's (written with the
 * topic, in its transaction), and its images are recorded as used files.
 */
export const topicHooks: ResourceHooks = {
  computed: {
    channelIds: sql(
      () =>
        `COALESCE((SELECT json_agg(c.channel_id ORDER BY c.channel_id) FROM cms_topic_channel c WHERE c.topic_id = t.id), '[]'::json)`,
    ),
    contentCount: count("contents"),
    // Where the topic's public page is.
    url: sql(() => `'/topic/' || t.id || '.html'`),
  },

  async prepare(tx, ctx, data, _current, input) {
    const channelIds = [...new Set((input.channelIds as number[] | undefined) ?? [])];
    if (channelIds.length > 0) {
      const found = await tx.channel.count({
        where: { id: { in: channelIds }, siteId: currentSite(ctx), deletedAt: null },
      });
      if (found !== channelIds.length)
        throw new AppError("BAD_REQUEST", {
          messageKey: "topic.channelUnknown",
          fieldErrors: { channelIds: ["topic.channelUnknown"] },
        });
    }
    return data;
  },

  async afterWrite(tx, ctx, id, data: Row, _current, input) {
    const channelIds = input.channelIds as number[] | undefined;
    // Left out (the origin's forms may): the channels stay as they were.
    if (channelIds !== undefined) {
      await tx.topicChannel.deleteMany({ where: { topicId: id } });
      if (channelIds.length)
        await tx.topicChannel.createMany({
          data: [...new Set(channelIds)].map((channelId) => ({ topicId: id, channelId })),
        });
    }
    await setFileReferences(tx, { type: "topic", id, siteId: currentSite(ctx) }, [
      data.titleImg as string | null,
      data.contentImg as string | null,
    ]);
  },

  async beforeDelete(tx, ctx, rows) {
    const siteId = currentSite(ctx);
    for (const row of rows) await setFileReferences(tx, { type: "topic", id: row.id as number, siteId }, []);
  },
};

/** topic/by_channel: the site's topics offered in the channel or in every channel, by order. */
export async function topicsByChannel(siteId: number, channelId: number | undefined) {
  return prisma.topic.findMany({
    where: {
      siteId,
      OR: [{ channels: { none: {} } }, ...(channelId ? [{ channels: { some: { channelId } } }] : [])],
    },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
  });
}

/** The topics an article is in (the origin's content form shows them), by the topics' order. */
export async function topicIdsOfContent(contentId: number): Promise<number[]> {
  const rows = await prisma.topicContent.findMany({
    where: { contentId },
    orderBy: [{ topic: { priority: "asc" } }, { topicId: "asc" }],
    select: { topicId: true },
  });
  return rows.map((row) => row.topicId);
}
