import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import type { DbClient } from "@suyuan/db/client";
import { AppError } from "../../../lib/app-error.ts";
import { currentSite } from "../../access/site-scope.ts";
import type { ServiceContext } from "../../service-context.ts";

/** Channels a caller sees: their current site's, not in the recycle bin. */
export function liveChannels(ctx: ServiceContext) {
  return { siteId: currentSite(ctx), deletedAt: null };
}

/** Every live channel of the caller's site, in tree order (priority, then id) per parent. */
export function siteChannels(db: DbClient, ctx: ServiceContext) {
  return db.channel.findMany({
    where: liveChannels(ctx),
    select: { id: true, parentId: true, name: true, path: true, hasContent: true, priority: true },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
  });
}

export type SiteChannel = Awaited<ReturnType<typeof siteChannels>>[number];

/** The ids of these channels and of everything below them, deepest level last. */
export function subtreeLevels(all: readonly SiteChannel[], rootIds: readonly number[]): number[][] {
  const children = new Map<number, number[]>();
  for (const channel of all)
    if (channel.parentId !== null)
      children.set(channel.parentId, [...(children.get(channel.parentId) ?? []), channel.id]);
  const levels: number[][] = [];
  const seen = new Set<number>();
  let level = [...new Set(rootIds)];
  while (level.length > 0) {
    const fresh = level.filter((id) => !seen.has(id));
    fresh.forEach((id) => seen.add(id));
    if (fresh.length === 0) break;
    levels.push(fresh);
    level = fresh.flatMap((id) => children.get(id) ?? []);
  }
  return levels;
}

/** The ids of live channels of the caller's site among `ids`; NOT_FOUND when any is missing. */
export async function assertChannelsInSite(db: DbClient, ctx: ServiceContext, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = await db.channel.count({ where: { AND: [{ id: { in: unique } }, liveChannels(ctx)] } });
  if (found !== unique.length) throw new AppError("NOT_FOUND");
  return unique;
}

/**
 * Content items per channel with everything below it (live channels only; every status but the
 * recycle bin): one recursive statement for the whole set of channels.
 */
export async function subtreeContentCounts(db: DbClient, channelIds: readonly number[]): Promise<Map<number, number>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: number; n: number }[]>`
    WITH RECURSIVE tree AS (
      SELECT id AS root, id FROM cms_channel WHERE id = ANY(${[...channelIds]}::int[])
      UNION ALL
      SELECT tree.root, c.id FROM cms_channel c JOIN tree ON c.parent_id = tree.id WHERE c.deleted_at IS NULL
    )
    SELECT tree.root AS id, count(*)::int AS n
      FROM tree JOIN cms_content ct ON ct.channel_id = tree.id AND ct.status <> ${CONTENT_STATUS.recycled}
     GROUP BY tree.root`;
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

/** Content items per channel (every status but the recycle bin). */
export async function contentCounts(db: DbClient, channelIds: readonly number[]): Promise<Map<number, number>> {
  if (channelIds.length === 0) return new Map();
  const groups = await db.content.groupBy({
    by: ["channelId"],
    where: { channelId: { in: [...channelIds] }, status: { not: CONTENT_STATUS.recycled } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.channelId, group._count._all]));
}
