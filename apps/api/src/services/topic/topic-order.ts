import type { ZPrioritizeTopicsInput, ZSendToTopicsInput } from "@suyuan/contracts/topic/topic-operations";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { reorderRows } from "../list/reorder-rows.ts";

/**
 * topic/priority: saves a new order for many topics of the current site at once, in one
 * transaction; a topic of another site (or none) refuses the whole call.
 */
export function prioritizeTopics(ctx: ServiceContext, input: z.output<typeof ZPrioritizeTopicsInput>) {
  return reorderRows(ctx, {
    model: "topic",
    resource: "topic",
    scope: { siteId: currentSite(ctx) },
    ids: input.ids,
    dataOf: (index) => ({ priority: input.priorities[index]! }),
    detail: { ids: input.ids, priorities: input.priorities },
  });
}

/**
 * topic/tpl_list: the template names a topic may use: the default and those topics already name
 * (a topic's page is drawn by the solution's collection template whichever it names).
 */
export async function topicTemplates(ctx: ServiceContext): Promise<string[]> {
  const rows = await prisma.topic.findMany({
    where: { siteId: currentSite(ctx), tplContent: { not: null } },
    distinct: ["tplContent"],
    select: { tplContent: true },
    take: 100,
  });
  const names = new Set(["topic.html", ...rows.map((row) => row.tplContent!).filter(Boolean)]);
  return [...names];
}

/**
 * content/send_to_topic: adds content items of the current site to topics of the site (items
 * already in a topic stay as they are); any id of another site refuses the whole call.
 */
export async function sendContentToTopics(ctx: ServiceContext, input: z.output<typeof ZSendToTopicsInput>) {
  const siteId = currentSite(ctx);
  const ids = [...new Set(input.ids)];
  const topicIds = [...new Set(input.topicIds)];
  return prisma.$transaction(async (tx) => {
    const [contents, topics] = await Promise.all([
      tx.content.count({ where: { id: { in: ids }, siteId } }),
      tx.topic.count({ where: { id: { in: topicIds }, siteId } }),
    ]);
    if (contents !== ids.length || topics !== topicIds.length) throw new AppError("NOT_FOUND");
    const added = await tx.topicContent.createMany({
      data: topicIds.flatMap((topicId) => ids.map((contentId) => ({ topicId, contentId }))),
      skipDuplicates: true,
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "send-to-topic",
      resource: "topic",
      detail: { ids, topicIds, added: added.count },
    });
    return { count: added.count };
  });
}
