import { outdateSitePages } from "../../static-pages/outdate-pages.ts";
import { uniquePath } from "@suyuan/contracts/channel/channel-path";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { recordOperation } from "../../audit/record-operation.ts";
import { currentSite } from "../../access/site-scope.ts";
import type { ServiceContext } from "../../service-context.ts";
import { assertChannelsInSite, siteChannels, subtreeLevels } from "./channel-scope.ts";

/** Copies one channel row (and its model and member-group links) under `parentId` with a free path. */
async function copyOne(tx: TransactionClient, sourceId: number, parentId: number | null, taken: Set<string>) {
  const source = await tx.channel.findUniqueOrThrow({
    where: { id: sourceId },
    include: { contentModels: true, memberGroups: true },
  });
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    deletedAt: _deleted,
    contentModels,
    memberGroups,
    ...row
  } = source;
  const path = uniquePath(source.path, taken);
  taken.add(path);
  const copy = await tx.channel.create({ data: { ...row, parentId, path }, select: { id: true } });
  if (contentModels.length > 0)
    await tx.channelContentModel.createMany({
      data: contentModels.map(({ channelId: _channel, ...link }) => ({ ...link, channelId: copy.id })),
    });
  if (memberGroups.length > 0)
    await tx.channelMemberGroup.createMany({
      data: memberGroups.map(({ channelId: _channel, ...link }) => ({ ...link, channelId: copy.id })),
    });
  return copy.id;
}

/**
 * Copies channels beside themselves (same parent), each with a path made unique in the site
 * (`news` → `news-2`); with `withChildren` the whole subtree is copied below the copy. Content is
 * never copied. Answers the ids of the top copies, in the order asked.
 */
export async function copyChannels(
  ctx: ServiceContext,
  input: { ids: number[]; withChildren: boolean },
): Promise<{ ids: number[] }> {
  return prisma.$transaction(async (tx) => {
    const ids = await assertChannelsInSite(tx, ctx, input.ids);
    await outdateSitePages(tx, currentSite(ctx));
    // Every path of the site is taken, channels in the bin included (the unique index covers them).
    const taken = new Set(
      (await tx.channel.findMany({ where: { siteId: currentSite(ctx) }, select: { path: true } })).map(
        (row) => row.path,
      ),
    );
    const all = await siteChannels(tx, ctx);
    const parentOf = new Map(all.map((channel) => [channel.id, channel.parentId]));
    const copies: number[] = [];
    for (const id of ids) {
      const top = await copyOne(tx, id, parentOf.get(id) ?? null, taken);
      copies.push(top);
      if (!input.withChildren) continue;
      // Level by level, so each copy's parent already exists.
      const copyOf = new Map<number, number>([[id, top]]);
      for (const level of subtreeLevels(all, [id]).slice(1))
        for (const child of level) {
          const parent = copyOf.get(parentOf.get(child)!)!;
          copyOf.set(child, await copyOne(tx, child, parent, taken));
        }
    }
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "copy",
      resource: "channel",
      targetId: ids.join(","),
      detail: { copies, withChildren: input.withChildren },
    });
    return { ids: copies };
  });
}
