import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { prisma, queryRows } from "@suyuan/db/client";

// What the public pages of a site read. Only content in status passed is ever public, and only in
// channels that are not deleted and that no member group restricts (a restriction on a channel
// covers its sub-channels). The public side has no member sign-in yet, so a restricted channel or
// content answers "members only" to every visitor.

export type PublicSite = {
  id: number;
  name: string;
  shortName: string | null;
  accessPath: string | null;
  tplSolution: string;
  company: { name: string | null; address: string | null; phone: string | null; icp: string | null } | null;
  description: string | null;
};

export type PublicChannel = {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  title: string | null;
  description: string | null;
  display: boolean;
  /** Some member group must be held to view it (or a channel above it). */
  restricted: boolean;
};

export type ChannelTree = {
  byId: Map<number, PublicChannel>;
  byPath: Map<string, PublicChannel>;
  /** Top-level channels shown in the navigation, in order. */
  nav: PublicChannel[];
  childrenOf(id: number): PublicChannel[];
  /** The channel and every channel below it that a visitor may see. */
  visibleSubtree(id: number): number[];
  /** From the top-level channel down to `id`. */
  ancestry(id: number): PublicChannel[];
};

export type PublicItem = {
  id: number;
  channelId: number;
  title: string;
  description: string | null;
  titleImg: string | null;
  releaseDate: Date;
  topLevel: number;
};

const siteSelect = {
  id: true,
  name: true,
  shortName: true,
  accessPath: true,
  tplSolution: true,
  company: { select: { name: true, address: true, phone: true, icp: true, description: true } },
} as const;

type SiteRow = {
  id: number;
  name: string;
  shortName: string | null;
  accessPath: string | null;
  tplSolution: string;
  company: {
    name: string | null;
    address: string | null;
    phone: string | null;
    icp: string | null;
    description: string | null;
  } | null;
};

const toSite = ({ company, ...row }: SiteRow): PublicSite => ({
  ...row,
  description: company?.description ?? null,
  company: company ? { name: company.name, address: company.address, phone: company.phone, icp: company.icp } : null,
});

/** An open site by the path segment that reaches it (`/site/<accessPath>/`). */
export async function findSiteByAccessPath(accessPath: string): Promise<PublicSite | null> {
  const row = await prisma.site.findFirst({ where: { accessPath, status: "open" }, select: siteSelect });
  return row ? toSite(row) : null;
}

/** Host names (domains and aliases, lower case) of every open site, to its id. */
export async function findSiteHosts(): Promise<Map<string, number>> {
  const rows = await prisma.site.findMany({
    where: { status: "open", OR: [{ domain: { not: null } }, { domainAliases: { isEmpty: false } }] },
    select: { id: true, domain: true, domainAliases: true },
  });
  const hosts = new Map<string, number>();
  for (const row of rows) {
    for (const host of [row.domain, ...row.domainAliases]) if (host) hosts.set(host.toLowerCase(), row.id);
  }
  return hosts;
}

export async function findOpenSite(id: number): Promise<PublicSite | null> {
  const row = await prisma.site.findFirst({ where: { id, status: "open" }, select: siteSelect });
  return row ? toSite(row) : null;
}

/** Every live channel of a site in one statement; the pages walk the tree in memory. */
export async function readChannelTree(siteId: number): Promise<ChannelTree> {
  const rows = await queryRows<Omit<PublicChannel, "restricted"> & { ownRestriction: boolean }>(
    `SELECT c.id, c.parent_id AS "parentId", c.name, c.path, c.title, c.description, c.display,
            EXISTS (SELECT 1 FROM cms_channel_member_group g WHERE g.channel_id = c.id AND g.kind = 'view') AS "ownRestriction"
       FROM cms_channel c
      WHERE c.site_id = $1 AND c.deleted_at IS NULL
      ORDER BY c.priority, c.id`,
    [siteId],
  );
  const raw = new Map(rows.map((row) => [row.id, row]));
  const restricted = (id: number | null): boolean => {
    for (let cursor = id, depth = 0; cursor !== null && depth < 64; depth++) {
      const row = raw.get(cursor);
      if (!row) return true; // a parent that is deleted hides its children
      if (row.ownRestriction) return true;
      cursor = row.parentId;
    }
    return false;
  };
  const channels: PublicChannel[] = rows.map(({ ownRestriction: _own, ...row }) => ({
    ...row,
    restricted: restricted(row.id),
  }));
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  const children = new Map<number, PublicChannel[]>();
  for (const channel of channels) {
    if (channel.parentId === null) continue;
    const list = children.get(channel.parentId) ?? [];
    list.push(channel);
    children.set(channel.parentId, list);
  }
  const childrenOf = (id: number) => children.get(id) ?? [];
  return {
    byId,
    byPath: new Map(channels.map((channel) => [channel.path.toLowerCase(), channel])),
    nav: channels.filter((channel) => channel.parentId === null && channel.display),
    childrenOf,
    visibleSubtree(id) {
      const out: number[] = [];
      const stack = [id];
      while (stack.length > 0) {
        const next = stack.pop()!;
        const channel = byId.get(next);
        if (!channel || channel.restricted) continue;
        out.push(next);
        for (const child of childrenOf(next)) stack.push(child.id);
      }
      return out;
    },
    ancestry(id) {
      const chain: PublicChannel[] = [];
      for (
        let cursor = byId.get(id);
        cursor && chain.length < 64;
        cursor = cursor.parentId ? byId.get(cursor.parentId) : undefined
      )
        chain.unshift(cursor);
      return chain;
    },
  };
}

const PUBLIC_WHERE = `c.status = ${CONTENT_STATUS.passed} AND c.release_date <= now()
  AND NOT EXISTS (SELECT 1 FROM cms_content_view_group v WHERE v.content_id = c.id)`;

const ITEM_COLUMNS = `c.id, c.channel_id AS "channelId", c.title, c.description, c.title_img AS "titleImg",
  c.release_date AS "releaseDate", c.top_level AS "topLevel"`;

/** One page of the public contents of some channels: pinned first, then newest. */
export async function findPublicContents(
  channelIds: number[],
  page: number,
  pageSize: number,
): Promise<{ items: PublicItem[]; total: number }> {
  if (channelIds.length === 0) return { items: [], total: 0 };
  const [items, count] = await Promise.all([
    queryRows<PublicItem>(
      `SELECT ${ITEM_COLUMNS} FROM cms_content c
        WHERE c.channel_id = ANY($1::int[]) AND ${PUBLIC_WHERE}
        ORDER BY c.top_level DESC, c.release_date DESC, c.id DESC
        LIMIT $2::int OFFSET $3::int`,
      [channelIds, pageSize, (page - 1) * pageSize],
    ),
    queryRows<{ n: number }>(
      `SELECT count(*)::int AS n FROM cms_content c WHERE c.channel_id = ANY($1::int[]) AND ${PUBLIC_WHERE}`,
      [channelIds],
    ),
  ]);
  return { items, total: count[0]?.n ?? 0 };
}

/** The newest recommended public article with a title image among some channels, if any. */
export async function findHeadline(channelIds: number[]): Promise<PublicItem | null> {
  if (channelIds.length === 0) return null;
  const rows = await queryRows<PublicItem>(
    `SELECT ${ITEM_COLUMNS} FROM cms_content c
      WHERE c.channel_id = ANY($1::int[]) AND ${PUBLIC_WHERE} AND c.recommend AND c.title_img IS NOT NULL
      ORDER BY c.release_date DESC, c.id DESC LIMIT 1`,
    [channelIds],
  );
  return rows[0] ?? null;
}

export type PublicContent = {
  id: number;
  channelId: number;
  title: string;
  author: string | null;
  originName: string | null;
  originUrl: string | null;
  description: string | null;
  txt: string | null;
  releaseDate: Date;
  views: number;
  restricted: boolean;
  attachments: { name: string; path: string; size: number | null }[];
  pictures: { url: string; caption: string | null }[];
};

/** A passed content of the site by id (null when missing, not passed or not yet released). */
export async function findPublicContent(siteId: number, id: number): Promise<PublicContent | null> {
  const row = await prisma.content.findFirst({
    where: { id, siteId, status: CONTENT_STATUS.passed, releaseDate: { lte: new Date() } },
    select: {
      id: true,
      channelId: true,
      title: true,
      author: true,
      originName: true,
      originUrl: true,
      description: true,
      txt: true,
      releaseDate: true,
      views: true,
      _count: { select: { viewGroups: true } },
      attachments: { select: { name: true, path: true, size: true }, orderBy: [{ priority: "asc" }, { id: "asc" }] },
      pictures: { select: { url: true, caption: true }, orderBy: [{ priority: "asc" }, { id: "asc" }] },
    },
  });
  if (!row) return null;
  const { _count, ...content } = row;
  return { ...content, restricted: _count.viewGroups > 0 };
}

/** The public neighbours of a content in its channel, in the list's date order. */
export async function findNeighbours(content: {
  id: number;
  channelId: number;
  releaseDate: Date;
}): Promise<{ previous: { id: number; title: string } | null; next: { id: number; title: string } | null }> {
  const neighbour = (newer: boolean) =>
    queryRows<{ id: number; title: string }>(
      `SELECT c.id, c.title FROM cms_content c
        WHERE c.channel_id = $1 AND ${PUBLIC_WHERE}
          AND (c.release_date, c.id) ${newer ? ">" : "<"} ($2::timestamptz, $3::int)
        ORDER BY c.release_date ${newer ? "ASC" : "DESC"}, c.id ${newer ? "ASC" : "DESC"} LIMIT 1`,
      [content.channelId, content.releaseDate, content.id],
    );
  const [newer, older] = await Promise.all([neighbour(true), neighbour(false)]);
  // "Previous" is the newer article (the one listed above it), "next" the older one.
  return { previous: newer[0] ?? null, next: older[0] ?? null };
}

/** Search answers are counted up to this many (a common word need not be counted to the end). */
export const SEARCH_COUNT_CAP = 1000;

export type PublicHit = PublicItem & { text: string };

/**
 * One page of the public contents of some channels matching a to_tsquery text (see
 * services/content/search-words.ts), newest first, with a count capped at SEARCH_COUNT_CAP.
 */
export async function searchPublicContents(
  channelIds: number[],
  tsquery: string,
  page: number,
  pageSize: number,
): Promise<{ items: PublicHit[]; total: number }> {
  if (channelIds.length === 0) return { items: [], total: 0 };
  const matching = `c.channel_id = ANY($1::int[]) AND ${PUBLIC_WHERE} AND c.search_words @@ to_tsquery('simple', $2)`;
  const [items, count] = await Promise.all([
    queryRows<PublicHit>(
      `SELECT ${ITEM_COLUMNS}, left(coalesce(c.txt, ''), 4000) AS text FROM cms_content c
        WHERE ${matching}
        ORDER BY c.release_date DESC, c.id DESC
        LIMIT $3::int OFFSET $4::int`,
      [channelIds, tsquery, pageSize, (page - 1) * pageSize],
    ),
    queryRows<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM cms_content c WHERE ${matching} LIMIT $3::int) capped`,
      [channelIds, tsquery, SEARCH_COUNT_CAP],
    ),
  ]);
  return { items, total: count[0]?.n ?? 0 };
}

export type PublicCollection = {
  kind: "tag" | "topic";
  id: number;
  name: string;
  description: string | null;
  image: string | null;
};

/** A tag or a topic of the site, by id. */
export async function findCollection(
  siteId: number,
  kind: PublicCollection["kind"],
  id: number,
): Promise<PublicCollection | null> {
  if (kind === "tag") {
    const tag = await prisma.tag.findFirst({ where: { id, siteId }, select: { id: true, name: true } });
    return tag ? { kind, ...tag, description: null, image: null } : null;
  }
  const topic = await prisma.topic.findFirst({
    where: { id, siteId },
    select: { id: true, name: true, description: true, titleImg: true },
  });
  return topic ? { kind, id: topic.id, name: topic.name, description: topic.description, image: topic.titleImg } : null;
}

/** One page of the public contents of a tag (newest first) or a topic (its order, then newest). */
export async function findCollectionContents(
  collection: PublicCollection,
  channelIds: number[],
  page: number,
  pageSize: number,
): Promise<{ items: PublicItem[]; total: number }> {
  if (channelIds.length === 0) return { items: [], total: 0 };
  const link =
    collection.kind === "tag"
      ? { table: "cms_content_tag", key: "tag_id", order: "" }
      : { table: "cms_topic_content", key: "topic_id", order: "l.priority, " };
  const from = `FROM cms_content c JOIN ${link.table} l ON l.content_id = c.id AND l.${link.key} = $2
    WHERE c.channel_id = ANY($1::int[]) AND ${PUBLIC_WHERE}`;
  const [items, count] = await Promise.all([
    queryRows<PublicItem>(
      `SELECT ${ITEM_COLUMNS} ${from} ORDER BY ${link.order}c.release_date DESC, c.id DESC LIMIT $3::int OFFSET $4::int`,
      [channelIds, collection.id, pageSize, (page - 1) * pageSize],
    ),
    queryRows<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [channelIds, collection.id]),
  ]);
  return { items, total: count[0]?.n ?? 0 };
}

/** The tags of a content, in its order. */
export async function findContentTags(contentId: number): Promise<{ id: number; name: string }[]> {
  return queryRows<{ id: number; name: string }>(
    `SELECT t.id, t.name FROM cms_content_tag l JOIN cms_tag t ON t.id = l.tag_id
      WHERE l.content_id = $1 ORDER BY l.priority, t.id`,
    [contentId],
  );
}
