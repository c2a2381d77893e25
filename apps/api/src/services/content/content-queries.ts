import type { TContentDetail, TContentRecord } from "@suyuan/contracts/content/content-find";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { contentTagNames } from "../cms/tags.ts";
import type { ServiceContext } from "../service-context.ts";
import { ROW_SELECT, toRow } from "./content-rows.ts";
import { channelWithDescendants } from "./content-scope.ts";

/** The channels a list covers: one with its sub-channels, one alone, or the whole site (null: no filter). */
async function listedChannels(siteId: number, channelId: number | undefined, withSub: boolean) {
  if (channelId === undefined) return null;
  return withSub ? channelWithDescendants(prisma, siteId, channelId) : [channelId];
}

/** How many items of each status the list of a channel holds (the status tabs). */
export async function countContentByStatus(
  ctx: ServiceContext,
  input: { channelId?: number | undefined; withSubChannels: boolean },
) {
  const siteId = currentSite(ctx);
  const channelIds = await listedChannels(siteId, input.channelId, input.withSubChannels);
  const groups = await prisma.content.groupBy({
    by: ["status"],
    where: { siteId, ...(channelIds ? { channelId: { in: channelIds } } : {}) },
    _count: { _all: true },
  });
  return groups
    .map((group) => ({ status: group.status, count: group._count._all }))
    .sort((a, b) => a.status - b.status);
}

/** The ids from the top channel down to this one (the origin's cascader path). */
async function channelPath(siteId: number, channelId: number): Promise<number[]> {
  const channels = await prisma.channel.findMany({ where: { siteId }, select: { id: true, parentId: true } });
  const parentOf = new Map(channels.map((channel) => [channel.id, channel.parentId]));
  const path: number[] = [];
  for (let id: number | null | undefined = channelId; id != null && path.length < 100; id = parentOf.get(id))
    path.unshift(id);
  return path;
}

/** One item of the caller's site with everything its form shows. */
export async function getContent(ctx: ServiceContext, id: number): Promise<TContentDetail> {
  const siteId = currentSite(ctx);
  const row = await prisma.content.findUnique({
    where: { id },
    select: {
      ...ROW_SELECT,
      siteId: true,
      modelId: true,
      originName: true,
      originUrl: true,
      description: true,
      txt: true,
      titleImg: true,
      typeImg: true,
      contentImg: true,
      attrs: true,
      charge: true,
      pictures: { orderBy: { priority: "asc" }, select: { url: true, caption: true } },
      attachments: { orderBy: { priority: "asc" }, select: { name: true, path: true } },
      viewGroups: { select: { groupId: true } },
      channels: { select: { channelId: true } },
    },
  });
  if (!row || row.siteId !== siteId) throw new AppError("NOT_FOUND");
  const charge = row.charge as { mode?: unknown; amount?: unknown } | null;
  return {
    ...toRow(row),
    siteId: row.siteId,
    modelId: row.modelId,
    origin: row.originName,
    originUrl: row.originUrl,
    description: row.description,
    tags: await contentTagNames(prisma, row.id),
    txt: row.txt,
    titleImg: row.titleImg,
    typeImg: row.typeImg,
    contentImg: row.contentImg,
    pictures: row.pictures,
    attachments: row.attachments,
    viewGroupIds: row.viewGroups.map((group) => group.groupId),
    charge:
      charge && typeof charge === "object"
        ? { mode: Number(charge.mode ?? 0) || 0, amount: Number(charge.amount ?? 0) || 0 }
        : null,
    attrs: (row.attrs ?? {}) as TContentDetail["attrs"],
    referChannelIds: row.channels.map((link) => link.channelId),
    channelPath: await channelPath(siteId, row.channelId),
  };
}

/** The history of an item of the caller's site, oldest first (the view page's timeline). */
export async function findContentRecords(ctx: ServiceContext, contentId: number): Promise<TContentRecord[]> {
  const siteId = currentSite(ctx);
  const content = await prisma.content.findUnique({ where: { id: contentId }, select: { siteId: true } });
  if (!content || content.siteId !== siteId) throw new AppError("NOT_FOUND");
  const rows = await prisma.contentRecord.findMany({
    where: { contentId },
    orderBy: [{ at: "asc" }, { id: "asc" }],
    select: {
      id: true,
      operation: true,
      fromStatus: true,
      toStatus: true,
      opinion: true,
      userId: true,
      at: true,
      user: { select: { username: true, realName: true } },
    },
  });
  return rows.map((row) => ({
    id: Number(row.id),
    operation: row.operation,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    opinion: row.opinion,
    userId: row.userId,
    userName: row.user ? row.user.realName || row.user.username : "",
    createdAt: row.at,
  }));
}

export async function viewContent(ctx: ServiceContext, id: number) {
  const detail = await getContent(ctx, id);
  return { ...detail, records: await findContentRecords(ctx, id) };
}

/** One level of the channel tree of the content list (the origin's content/tree). */
export async function contentTree(
  ctx: ServiceContext,
  input: { root?: number | undefined; hasContent?: boolean | undefined },
) {
  const siteId = currentSite(ctx);
  const channels = await prisma.channel.findMany({
    where: {
      siteId,
      parentId: input.root ?? null,
      deletedAt: null,
      ...(input.hasContent ? { hasContent: true } : {}),
    },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      hasContent: true,
      _count: {
        select: { children: { where: { deletedAt: null, ...(input.hasContent ? { hasContent: true } : {}) } } },
      },
    },
  });
  return channels.map((channel) => ({
    id: channel.id,
    name: channel.name,
    childCount: channel._count.children,
    hasContent: channel.hasContent,
  }));
}
