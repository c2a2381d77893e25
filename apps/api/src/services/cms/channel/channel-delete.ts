import { currentSite } from "../../access/site-scope.ts";
import { outdateSitePages } from "../../static-pages/outdate-pages.ts";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../../lib/app-error.ts";
import { recordOperation } from "../../audit/record-operation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { assertChannelsInSite, siteChannels, subtreeLevels } from "./channel-scope.ts";

/**
 * Marks channels as in the recycle bin. Their paths are renamed `<path>~<id>` (never a valid path,
 * unique by the id) so the site may use the path again while the content waits in the bin.
 */
async function binChannels(tx: TransactionClient, ids: readonly number[]) {
  const rows = await tx.channel.findMany({ where: { id: { in: [...ids] } }, select: { id: true, path: true } });
  const now = new Date();
  for (const row of rows)
    await tx.channel.update({
      where: { id: row.id },
      data: { deletedAt: now, path: `${row.path}~${row.id}` },
      select: { id: true },
    });
  // Channels in the bin show no referred content any more.
  await tx.contentChannel.deleteMany({ where: { channelId: { in: [...ids] } } });
}

/** Moves the channels' content to the recycle bin, with a history row per item; answers how many moved. */
async function recycleContent(tx: TransactionClient, ctx: ServiceContext, channelIds: readonly number[]) {
  const items = await tx.content.findMany({
    where: { channelId: { in: [...channelIds] }, status: { not: CONTENT_STATUS.recycled } },
    select: { id: true, status: true },
  });
  if (items.length === 0) return 0;
  // Only rows still in the status just read move (a concurrent action wins, this one counts it out).
  let moved = 0;
  for (const item of items) {
    const { count } = await tx.content.updateMany({
      where: { id: item.id, status: item.status },
      data: { status: CONTENT_STATUS.recycled, updatedById: ctx.actor.userId },
    });
    if (count === 0) continue;
    moved += 1;
    await tx.contentRecord.create({
      data: {
        contentId: item.id,
        userId: ctx.actor.userId,
        operation: "delete",
        fromStatus: item.status,
        toStatus: CONTENT_STATUS.recycled,
        opinion: "栏目删除",
      },
    });
  }
  return moved;
}

/**
 * Deletes channels of the caller's site. Refused while a channel has subchannels or content (any
 * status, the bin included), unless `cascade`: then every channel of the subtrees goes too and
 * their content moves to the recycle bin. Channels that leave content behind are kept, marked
 * deleted (content rows need their channel); the rest are removed. All or nothing.
 */
export async function deleteChannels(
  ctx: ServiceContext,
  input: { ids: number[]; cascade: boolean },
): Promise<{ deleted: number; recycled: number }> {
  return prisma.$transaction(async (tx) => {
    const ids = await assertChannelsInSite(tx, ctx, input.ids);
    const all = await siteChannels(tx, ctx);
    const levels = subtreeLevels(all, ids);
    const subtree = levels.flat();
    if (!input.cascade) {
      if (subtree.length > ids.length) throw new AppError("RULE_VIOLATION", { messageKey: "error.channelHasChildren" });
      if ((await tx.content.count({ where: { channelId: { in: ids } } })) > 0)
        throw new AppError("RULE_VIOLATION", { messageKey: "error.channelHasContent" });
    }
    const recycled = await recycleContent(tx, ctx, subtree);
    await outdateSitePages(tx, currentSite(ctx));
    const holding = new Set(
      (
        await tx.content.groupBy({ by: ["channelId"], where: { channelId: { in: subtree } }, _count: { _all: true } })
      ).map((group) => group.channelId),
    );
    // A channel is kept (binned) when it or a channel below it still holds content rows.
    const keep = new Set<number>();
    const byId = new Map(all.map((channel) => [channel.id, channel]));
    for (const id of holding) {
      for (let cursor: number | null = id; cursor !== null && !keep.has(cursor);) {
        keep.add(cursor);
        cursor = byId.get(cursor)?.parentId ?? null;
        if (cursor !== null && !subtree.includes(cursor)) break;
      }
    }
    await binChannels(
      tx,
      subtree.filter((id) => keep.has(id)),
    );
    // Deepest level first: a parent goes after its children (the parent link restricts).
    for (const level of [...levels].reverse()) {
      const gone = level.filter((id) => !keep.has(id));
      if (gone.length > 0) await tx.channel.deleteMany({ where: { id: { in: gone } } });
    }
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "channel",
      targetId: ids.join(","),
      detail: { channels: subtree.length, recycled, cascade: input.cascade },
    });
    return { deleted: subtree.length, recycled };
  });
}
