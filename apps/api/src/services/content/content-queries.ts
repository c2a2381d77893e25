import { searchQuery } from "./search-words.ts";
import type {
  TContentDetail,
  TContentRecord,
  TFindContentOutput,
  TFindContentQuery,
} from "@suyuan/contracts/content/content-find";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { prisma, queryRows, type DbClient, type Prisma } from "@suyuan/db/client";
import { textLiteral } from "@suyuan/db/sql-literal";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { contentTagNames } from "../cms/tags.ts";
import { cappedPage } from "../list/capped-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { ROW_SELECT, toRow } from "./content-rows.ts";
import { channelWithDescendants } from "./content-scope.ts";

/**
 * Expired top levels are cleared before a list is read, so the list sorts by the stored top
 * level (the channel's index: channel, status, top level, release date) and an expired item
 * no longer comes first. The clearing reads the same index (channel, top level > 0), so it
 * touches only items on top. Answers also compute the level that counts (effectiveTopLevel).
 */
export async function clearExpiredTopLevels(db: DbClient, channelIds: readonly number[]) {
  if (channelIds.length === 0) return;
  await db.content.updateMany({
    where: { channelId: { in: [...channelIds] }, topLevel: { gt: 0 }, topExpiredAt: { lte: new Date() } },
    data: { topLevel: 0, topExpiredAt: null },
  });
}

/** The channels a list covers: one with its sub-channels, one alone, or the whole site (null: no filter). */
async function listedChannels(siteId: number, channelId: number | undefined, withSub: boolean) {
  if (channelId === undefined) return null;
  return withSub ? channelWithDescendants(prisma, siteId, channelId) : [channelId];
}

async function siteChannelIds(siteId: number) {
  const channels = await prisma.channel.findMany({ where: { siteId }, select: { id: true } });
  return channels.map((channel) => channel.id);
}

export function contentWhere(
  ctx: ServiceContext,
  siteId: number,
  channelIds: number[] | null,
  input: Pick<TFindContentQuery, "status" | "title" | "typeId" | "onTop" | "recommended" | "mine">,
): Prisma.ContentWhereInput {
  return {
    siteId,
    ...(channelIds ? { channelId: { in: channelIds } } : {}),
    // The recycle bin is its own page: lists without a status leave it out.
    status: input.status ?? { not: CONTENT_STATUS.recycled },
    ...(input.title ? { title: containsText(input.title) } : {}),
    ...(input.typeId ? { typeId: input.typeId } : {}),
    ...(input.onTop ? { topLevel: { gt: 0 } } : {}),
    ...(input.recommended ? { recommend: true } : {}),
    ...(input.mine ? { createdById: ctx.actor.userId } : {}),
  };
}

/** The keyword filter looks at this many of the newest matches. */
export const KEYWORD_MATCH_CAP = 5000;

/** Ids of the site's contents whose words match what was typed (none when nothing is searchable). */
async function keywordMatches(siteId: number, typed: string): Promise<number[]> {
  const tsquery = searchQuery(typed);
  if (!tsquery) return [];
  // The query in the text (sql-literal.ts): how many rows a word matches decides the plan.
  const rows = await queryRows<{ id: number }>(
    `SELECT id FROM cms_content WHERE site_id = $1 AND search_words @@ to_tsquery('simple', ${textLiteral(tsquery)})
      ORDER BY release_date DESC, id DESC LIMIT ${KEYWORD_MATCH_CAP}`,
    [siteId],
    { prepare: false },
  );
  return rows.map((row) => row.id);
}

const ORDERS: Record<TFindContentQuery["sort"], Prisma.ContentOrderByWithRelationInput[]> = {
  top: [{ topLevel: "desc" }, { releaseDate: "desc" }, { id: "desc" }],
  releaseDate: [{ releaseDate: "desc" }, { id: "desc" }],
  views: [{ views: "desc" }, { id: "desc" }],
  id: [{ id: "desc" }],
};

/** The content list of a channel (with its sub-channels) or of the site: the origin's content/page. */
export async function findContent(ctx: ServiceContext, input: TFindContentQuery): Promise<TFindContentOutput> {
  const siteId = currentSite(ctx);
  const channelIds = await listedChannels(siteId, input.channelId, input.withSubChannels);
  await clearExpiredTopLevels(prisma, channelIds ?? (await siteChannelIds(siteId)));
  const matches = input.keyword ? await keywordMatches(siteId, input.keyword) : null;
  const where = { ...contentWhere(ctx, siteId, channelIds, input), ...(matches ? { id: { in: matches } } : {}) };
  const orderBy = ORDERS[input.sort];
  const now = new Date();
  return cappedPage(input, {
    count: (take) => prisma.content.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.content.findMany({ where, orderBy, skip, take, select: ROW_SELECT })).map((row) => toRow(row, now)),
  });
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
