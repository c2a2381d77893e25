import type { TChannelItem, TChannelNode, TChannelSelectNode } from "@suyuan/contracts/channel/channel-queries";
import { prisma, type DbClient } from "@suyuan/db/client";
import { AppError } from "../../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";
import { contentCounts, liveChannels, siteChannels, subtreeContentCounts, type SiteChannel } from "./channel-scope.ts";

const NODE_SELECT = {
  id: true,
  parentId: true,
  name: true,
  path: true,
  priority: true,
  hasContent: true,
  display: true,
  link: true,
  _count: { select: { children: { where: { deletedAt: null } } } },
} as const;

/** The children of `parentId` (null: the top channels), in order, with their child and content counts. */
export async function channelChildren(ctx: ServiceContext, parentId: number | null): Promise<TChannelNode[]> {
  const rows = await prisma.channel.findMany({
    where: { ...liveChannels(ctx), parentId },
    select: NODE_SELECT,
    orderBy: [{ priority: "asc" }, { id: "asc" }],
  });
  const ids = rows.map((row) => row.id);
  const [counts, totals] = await Promise.all([contentCounts(prisma, ids), subtreeContentCounts(prisma, ids)]);
  return rows.map(({ _count, ...row }) => ({
    ...row,
    childCount: _count.children,
    hasChild: _count.children > 0,
    contentCount: counts.get(row.id) ?? 0,
    totalContentCount: totals.get(row.id) ?? 0,
  }));
}

type Ref = { id: number; name: string };

async function contentModels(db: DbClient): Promise<Ref[]> {
  return db.cmsModel.findMany({
    where: { kind: "content", disabled: false },
    select: { id: true, name: true },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
  });
}

async function defaultChannelModel(db: DbClient): Promise<number | null> {
  const model = await db.cmsModel.findFirst({
    where: { kind: "channel", disabled: false },
    orderBy: [{ isDefault: "desc" }, { priority: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return model?.id ?? null;
}

/** A blank channel (id 0): what the origin's content form reads when no channel is chosen yet. */
async function blankChannel(): Promise<TChannelItem> {
  const models = await contentModels(prisma);
  return {
    id: 0,
    parentId: null,
    name: "",
    path: "",
    modelId: await defaultChannelModel(prisma),
    modelIds: [],
    title: null,
    keywords: null,
    description: null,
    tplChannel: null,
    tplContent: null,
    tplMobileChannel: null,
    priority: 10,
    hasContent: true,
    display: true,
    link: null,
    titleImg: null,
    contentImg: null,
    workflowId: null,
    finalStep: null,
    staticChannel: false,
    staticContent: false,
    scoreGroupId: null,
    viewGroupIds: [],
    contriGroupIds: [],
    childCount: 0,
    nodeIds: [],
    hasTitleImg: true,
    hasContentImg: true,
    selfModels: models,
    models,
    createdAt: null,
    updatedAt: null,
  };
}

/** The ids from the top channel down to `id`. */
async function nodeIdsOf(db: DbClient, id: number, parentId: number | null): Promise<number[]> {
  const ids = [id];
  let cursor = parentId;
  // A tree is a few levels deep; the guard stops a (never expected) cycle.
  while (cursor !== null && ids.length < 64) {
    ids.unshift(cursor);
    const parent: { parentId: number | null } | null = await db.channel.findUnique({
      where: { id: cursor },
      select: { parentId: true },
    });
    cursor = parent?.parentId ?? null;
  }
  return ids;
}

/** One channel of the caller's site by id or path; id 0 answers a blank channel. */
export async function getChannel(ctx: ServiceContext, input: { id?: number; path?: string }): Promise<TChannelItem> {
  if (input.id === 0) return blankChannel();
  if (input.id === undefined && !input.path)
    throw new AppError("BAD_REQUEST", { fieldErrors: { id: ["validation.required"] } });
  const where = input.id !== undefined ? { id: input.id } : { path: input.path };
  const row = await prisma.channel.findFirst({
    where: { ...where, ...liveChannels(ctx) },
    include: {
      contentModels: { select: { modelId: true, model: { select: { id: true, name: true } } } },
      memberGroups: { select: { groupId: true, kind: true } },
      _count: { select: { children: { where: { deletedAt: null } } } },
    },
  });
  if (!row) throw new AppError("NOT_FOUND");
  const models = await contentModels(prisma);
  const chosen = row.contentModels.map((link) => link.model);
  const groups = (kind: "view" | "contribute") =>
    row.memberGroups.filter((group) => group.kind === kind).map((group) => group.groupId);
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    path: row.path,
    modelId: row.modelId,
    modelIds: row.contentModels.map((link) => link.modelId),
    title: row.title,
    keywords: row.keywords,
    description: row.description,
    tplChannel: row.tplChannel,
    tplContent: row.tplContent,
    tplMobileChannel: row.tplMobileChannel,
    priority: row.priority,
    hasContent: row.hasContent,
    display: row.display,
    link: row.link,
    titleImg: row.titleImg,
    contentImg: row.contentImg,
    workflowId: row.workflowId,
    finalStep: row.finalStep,
    staticChannel: row.staticChannel,
    staticContent: row.staticContent,
    scoreGroupId: row.scoreGroupId,
    viewGroupIds: groups("view"),
    contriGroupIds: groups("contribute"),
    childCount: row._count.children,
    nodeIds: await nodeIdsOf(prisma, row.id, row.parentId),
    hasTitleImg: true,
    hasContentImg: true,
    // No choice means every enabled content model.
    selfModels: chosen.length > 0 ? chosen : models,
    models,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The site's channel tree for pickers: `{ id, name, hasChild, child? }`, where a leaf has no
 * `child` key at all. `hasContentOnly` keeps channels that hold content and the parents leading to
 * them; `excludeId` leaves out a channel and its subtree (a parent picker).
 */
export async function channelSelectTree(
  ctx: ServiceContext,
  options: { hasContentOnly: boolean; excludeId?: number },
): Promise<TChannelSelectNode[]> {
  const all = await siteChannels(prisma, ctx);
  const byParent = new Map<number | null, SiteChannel[]>();
  for (const channel of all) byParent.set(channel.parentId, [...(byParent.get(channel.parentId) ?? []), channel]);
  const build = (parentId: number | null, depth: number): TChannelSelectNode[] =>
    (byParent.get(parentId) ?? []).flatMap((channel) => {
      if (channel.id === options.excludeId || depth > 64) return [];
      const child = build(channel.id, depth + 1);
      if (options.hasContentOnly && !channel.hasContent && child.length === 0) return [];
      return [
        child.length > 0
          ? { id: channel.id, name: channel.name, hasChild: true, child }
          : { id: channel.id, name: channel.name, hasChild: false },
      ];
    });
  return build(null, 0);
}
