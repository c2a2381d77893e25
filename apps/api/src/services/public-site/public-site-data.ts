import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { prisma, queryRows } from "@suyuan/db/client";
import { textLiteral } from "@suyuan/db/sql-literal";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";

// What the public pages of a site read. Only content in status passed is ever public, and only in
// channels that are not deleted and that no member group restricts (a restriction on a channel
// covers its sub-channels). A restricted channel or content answers "members only" (403) to every
// visitor but a signed-in member of a group allowed to view it (site-pages.ts); lists and tags
// leave restricted channels out for everyone.

export type PublicSite = {
  id: number;
  name: string;
  shortName: string | null;
  accessPath: string | null;
  tplSolution: string;
  /** Rises with every change to the site's template files (the compiled-template cache key). */
  templateVersion: number;
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
  /** The channel lists content (a single-page channel does not). */
  hasContent: boolean;
  titleImg: string | null;
  /** The channel page's template and its content pages' default (paths in the site's solution). */
  tplChannel: string | null;
  tplContent: string | null;
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
  /** The whole site but its members-only channels. */
  siteScope: { siteId: number; hidden: number[] };
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

// By the driver alone (queryRows): every public page starts with these, and Prisma's per-query
// work (and its extra statement per relation) cost more than the queries.
export const SITE_SQL = `SELECT s.id, s.name, s.short_name AS "shortName", s.access_path AS "accessPath",
       s.tpl_solution AS "tplSolution", s.template_version AS "templateVersion", co.name AS "companyName", co.address, co.phone, co.icp, co.description
  FROM site s LEFT JOIN cms_site_company co ON co.site_id = s.id
 WHERE s.status = 'open' AND`;

type SiteRow = Omit<PublicSite, "company"> & {
  companyName: string | null;
  address: string | null;
  phone: string | null;
  icp: string | null;
};

const toSite = ({ companyName, address, phone, icp, ...row }: SiteRow): PublicSite => ({
  ...row,
  company:
    companyName !== null || address !== null || phone !== null || icp !== null
      ? { name: companyName, address, phone, icp }
      : null,
});

/** An open site by the path segment that reaches it (`/site/<accessPath>/`). */
export async function findSiteByAccessPath(accessPath: string): Promise<PublicSite | null> {
  const rows = await queryRows<SiteRow>(`${SITE_SQL} s.access_path = $1`, [accessPath]);
  return rows[0] ? toSite(rows[0]) : null;
}

/** The tables SITE_SQL reads: a committed change to any of them resets the sites kept per process. */
export const PUBLIC_SITE_TABLES = ["site", "cms_site_company"] as const;

/**
 * Open sites per process, by access path or id: every public page starts with its site, and the
 * row changes only when an administrator edits the site (change notices reset them everywhere).
 * Jobs that store pages read the site afresh (findOpenSite): a stored page must not outlive a
 * change by carrying what a process kept.
 */
const siteCache = new ChangeAwareCache<PublicSite | null>({
  tables: PUBLIC_SITE_TABLES,
  maxEntries: 1_000,
  maxAgeMs: 60_000,
});

const isSite = (site: PublicSite | null) => site !== null;

/** findSiteByAccessPath, kept per process (see siteCache). */
export function keptSiteByAccessPath(accessPath: string): Promise<PublicSite | null> {
  return siteCache.get(`path:${accessPath}`, () => findSiteByAccessPath(accessPath), isSite);
}

/** findOpenSite, kept per process (see siteCache). */
export function keptOpenSite(id: number): Promise<PublicSite | null> {
  return siteCache.get(`id:${id}`, () => findOpenSite(id), isSite);
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
  const rows = await queryRows<SiteRow>(`${SITE_SQL} s.id = $1`, [id]);
  return rows[0] ? toSite(rows[0]) : null;
}

export const CHANNEL_TREE_SQL = `SELECT c.id, c.parent_id AS "parentId", c.name, c.path, c.title, c.description, c.display,
       c.has_content AS "hasContent", c.title_img AS "titleImg",
       NULLIF(c.tpl_channel, '') AS "tplChannel", NULLIF(c.tpl_content, '') AS "tplContent",
       EXISTS (SELECT 1 FROM cms_channel_member_group g WHERE g.channel_id = c.id AND g.kind = 'view') AS "ownRestriction"
  FROM cms_channel c
 WHERE c.site_id = $1 AND c.deleted_at IS NULL
 ORDER BY c.priority, c.id`;

/** The tables CHANNEL_TREE_SQL reads: a committed change to any of them resets the trees kept per process. */
export const CHANNEL_TREE_TABLES = ["cms_channel", "cms_channel_member_group"] as const;

/**
 * Channel trees per process, by site and template version: every public page walks its site's
 * tree, and reading and building it was a statement and a hundred rows per page (bench/
 * public-pages.ts). Change notices from CHANNEL_TREE_TABLES reset them everywhere. The version in
 * the key (every channel change raises it, see outdate-pages.ts) keeps a job that stores pages
 * consistent: it renders at the version it read afresh, so it never files a tree read before a
 * channel change under the version that change made.
 */
const treeCache = new ChangeAwareCache<ChannelTree>({
  tables: CHANNEL_TREE_TABLES,
  maxEntries: 1_000,
  maxAgeMs: 60_000,
});

/** readChannelTree, kept per process (see treeCache). */
export function keptChannelTree(site: Pick<PublicSite, "id" | "templateVersion">): Promise<ChannelTree> {
  return treeCache.get(`${site.id}:${site.templateVersion}`, () => readChannelTree(site.id));
}

/** Every live channel of a site in one statement; the pages walk the tree in memory. */
export async function readChannelTree(siteId: number): Promise<ChannelTree> {
  const rows = await queryRows<Omit<PublicChannel, "restricted"> & { ownRestriction: boolean }>(CHANNEL_TREE_SQL, [
    siteId,
  ]);
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
    siteScope: { siteId, hidden: channels.filter((channel) => channel.restricted).map((channel) => channel.id) },
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

/** The condition that a content row `alias` is public. */
const publicWhereOf = (alias: string) => `${alias}.status = ${CONTENT_STATUS.passed} AND ${alias}.release_date <= now()
  AND NOT EXISTS (SELECT 1 FROM cms_content_view_group v WHERE v.content_id = ${alias}.id)`;

export const PUBLIC_WHERE = publicWhereOf("c");

export const ITEM_COLUMNS = `c.id, c.channel_id AS "channelId", c.title, c.description, c.title_img AS "titleImg",
  c.release_date AS "releaseDate", c.top_level AS "topLevel"`;

/**
 * Which contents a listing covers: some channels (a channel page: the channel and its visible
 * sub-channels), or the whole site but its members-only channels (home headline, search, tags and
 * topics). One channel is written `=` and the site by its id, so the planner walks the list's own
 * index newest first instead of sorting every match (`= ANY` of a list hides that order).
 */
export type PublicScope = { channelIds: number[] } | { siteId: number; hidden: number[] };

/** The scope's condition on `c`, its values appended to `params`; null when it covers nothing. */
function scopeSql(scope: PublicScope, params: unknown[]): string | null {
  const at = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if ("channelIds" in scope) {
    if (scope.channelIds.length === 0) return null;
    return scope.channelIds.length === 1
      ? `c.channel_id = ${at(scope.channelIds[0])}::int`
      : `c.channel_id = ANY(${at(scope.channelIds)}::int[])`;
  }
  const site = `c.site_id = ${at(scope.siteId)}::int`;
  return scope.hidden.length > 0 ? `${site} AND c.channel_id <> ALL(${at(scope.hidden)}::int[])` : site;
}

/** A page of rows and their count: `where` is the condition after the scope's. */
export async function listPage<Row>(
  scope: PublicScope,
  options: {
    columns: string;
    from?: string;
    where: string;
    order: string;
    values: unknown[];
    cap?: number;
    /** A list without pages needs no count (total is then the rows' length). */
    uncounted?: boolean;
    /** False when `where` holds a value written as a literal (sql-literal.ts): its texts are unbounded. */
    prepare?: boolean;
  },
  page: number,
  pageSize: number,
): Promise<{ items: Row[]; total: number }> {
  const params: unknown[] = [];
  const inScope = scopeSql(scope, params);
  if (inScope === null) return { items: [], total: 0 };
  const at = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Placeholders of the caller's own values are written ?1, ?2, … and numbered here.
  const where = options.where.replace(/\?(\d)/g, (_, n: string) => at(options.values[Number(n) - 1]));
  const from = `FROM cms_content c ${options.from ?? ""} WHERE ${inScope} AND ${PUBLIC_WHERE}${where ? ` AND ${where}` : ""}`;
  const limit = at(pageSize);
  const offset = at((page - 1) * pageSize);
  const capped = options.cap ? ` LIMIT ${options.cap}` : "";
  const prepare = { prepare: options.prepare ?? true };
  const pageSql = `SELECT ${options.columns} ${from} ORDER BY ${options.order} LIMIT ${limit}::int OFFSET ${offset}::int`;
  if (options.uncounted)
    return queryRows<Row>(pageSql, params, prepare).then((items) => ({ items, total: items.length }));
  // The count and the page in one statement: one round trip, and one parse and plan for the
  // statements that are planned for their values. A page past the end is one row of NULLs.
  const rows = await queryRows<{ listTotal: number; listed: boolean | null } & Row>(
    `SELECT counted.n AS "listTotal", listed.*
       FROM (SELECT count(*)::int AS n FROM (SELECT 1 ${from}${capped}) matching) counted
       LEFT JOIN LATERAL (SELECT true AS listed, paged.* FROM (${pageSql}) paged) listed ON true`,
    params,
    prepare,
  );
  const items = rows
    .filter((row) => row.listed === true)
    .map(({ listTotal: _total, listed: _listed, ...row }) => row as unknown as Row);
  return { items, total: rows[0]?.listTotal ?? 0 };
}

/** One page of the public contents in a scope: pinned first, then newest. */
export function findPublicContents(scope: PublicScope, page: number, pageSize: number) {
  return listPage<PublicItem>(
    scope,
    { columns: ITEM_COLUMNS, where: "", order: "c.top_level DESC, c.release_date DESC, c.id DESC", values: [] },
    page,
    pageSize,
  );
}

/** The newest recommended public article with a title image in a scope, if any. */
export async function findHeadline(scope: PublicScope): Promise<PublicItem | null> {
  const { items } = await listPage<PublicItem>(
    scope,
    {
      columns: ITEM_COLUMNS,
      where: "c.recommend AND c.title_img IS NOT NULL",
      order: "c.release_date DESC, c.id DESC",
      values: [],
      cap: 1,
    },
    1,
    1,
  );
  return items[0] ?? null;
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
  /** The template the content chose, else its model's in its channel (null: the channel's). */
  tplContent: string | null;
  attachments: { name: string; path: string; size: number | null }[];
  pictures: { url: string; caption: string | null }[];
};

type ContentRow = Omit<PublicContent, "attachments" | "pictures"> & { attachments: string; pictures: string };

const CONTENT_COLUMNS = `c.id, c.channel_id AS "channelId", c.title, c.author, c.origin_name AS "originName",
       c.origin_url AS "originUrl", c.description, c.txt, c.release_date AS "releaseDate", c.views,
       EXISTS (SELECT 1 FROM cms_content_view_group v WHERE v.content_id = c.id) AS restricted,
       COALESCE(NULLIF(c.tpl_content, ''),
                (SELECT NULLIF(m.tpl_content, '') FROM cms_channel_content_model m
                  WHERE m.channel_id = c.channel_id AND m.model_id = c.model_id)) AS "tplContent",
       (SELECT coalesce(json_agg(json_build_object('name', a.name, 'path', a.path, 'size', a.size)
                                 ORDER BY a.priority, a.id), '[]')::text
          FROM cms_content_attachment a WHERE a.content_id = c.id) AS attachments,
       (SELECT coalesce(json_agg(json_build_object('url', p.url, 'caption', p.caption)
                                 ORDER BY p.priority, p.id), '[]')::text
          FROM cms_content_picture p WHERE p.content_id = c.id) AS pictures`;

const CONTENT_WHERE = `c.id = $1 AND c.site_id = $2 AND c.status = ${CONTENT_STATUS.passed} AND c.release_date <= now()`;

const toContent = <Row extends ContentRow>({ attachments, pictures, ...row }: Row) => ({
  ...row,
  attachments: JSON.parse(attachments) as PublicContent["attachments"],
  pictures: JSON.parse(pictures) as PublicContent["pictures"],
});

/** A passed content of the site by id (null when missing, not passed or not yet released). */
export async function findPublicContent(siteId: number, id: number): Promise<PublicContent | null> {
  const rows = await queryRows<ContentRow>(`SELECT ${CONTENT_COLUMNS} FROM cms_content c WHERE ${CONTENT_WHERE}`, [
    id,
    siteId,
  ]);
  return rows[0] ? toContent(rows[0]) : null;
}

type Link = { id: number; title: string };

/** What a content page shows: the content, its public neighbours in its channel and its tags. */
export type ContentPageData = PublicContent & {
  previous: Link | null;
  next: Link | null;
  tags: { id: number; name: string }[];
};

/** The public neighbour of content `c` in its channel, newer or older in the list's date order. */
const neighbourSql = (newer: boolean) => `LEFT JOIN LATERAL (
    SELECT n.id, n.title FROM cms_content n
     WHERE n.channel_id = c.channel_id AND ${publicWhereOf("n")}
       AND (n.release_date, n.id) ${newer ? ">" : "<"} (c.release_date, c.id)
     ORDER BY n.release_date ${newer ? "ASC" : "DESC"}, n.id ${newer ? "ASC" : "DESC"} LIMIT 1
  ) ${newer ? "newer" : "older"} ON true`;

/**
 * A content page's data in one statement (null as findPublicContent): the content, its neighbours
 * and its tags were four statements, and their round trips cost a page more than their work.
 */
export async function findContentPage(siteId: number, id: number): Promise<ContentPageData | null> {
  const rows = await queryRows<
    ContentRow & {
      newerId: number | null;
      newerTitle: string;
      olderId: number | null;
      olderTitle: string;
      tags: string;
    }
  >(
    `SELECT ${CONTENT_COLUMNS},
            newer.id AS "newerId", newer.title AS "newerTitle", older.id AS "olderId", older.title AS "olderTitle",
            (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY l.priority, t.id), '[]')::text
               FROM cms_content_tag l JOIN cms_tag t ON t.id = l.tag_id WHERE l.content_id = c.id) AS tags
       FROM cms_content c ${neighbourSql(true)} ${neighbourSql(false)}
      WHERE ${CONTENT_WHERE}`,
    [id, siteId],
  );
  const row = rows[0];
  if (!row) return null;
  const { newerId, newerTitle, olderId, olderTitle, tags, ...content } = row;
  return {
    ...toContent(content),
    // "Previous" is the newer article (the one listed above it), "next" the older one.
    previous: newerId === null ? null : { id: newerId, title: newerTitle },
    next: olderId === null ? null : { id: olderId, title: olderTitle },
    tags: JSON.parse(tags) as ContentPageData["tags"],
  };
}

/** Search answers are counted up to this many (a common word need not be counted to the end). */
export const SEARCH_COUNT_CAP = 1000;

export type PublicHit = PublicItem & { text: string };

/**
 * One page of the public contents in a scope matching a to_tsquery text (see
 * services/content/search-words.ts), newest first, with a count capped at SEARCH_COUNT_CAP. The
 * query is written into the statements (sql-literal.ts): a common word is found by walking the
 * newest first, a rare one by the words' index, and only a plan made for the words knows which.
 */
export function searchPublicContents(scope: PublicScope, tsquery: string, page: number, pageSize: number) {
  return listPage<PublicHit>(
    scope,
    {
      columns: `${ITEM_COLUMNS}, left(coalesce(c.txt, ''), 4000) AS text`,
      where: `c.search_words @@ to_tsquery('simple', ${textLiteral(tsquery)})`,
      order: "c.release_date DESC, c.id DESC",
      values: [],
      cap: SEARCH_COUNT_CAP,
      prepare: false,
    },
    page,
    pageSize,
  );
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
export function findCollectionContents(
  collection: PublicCollection,
  scope: PublicScope,
  page: number,
  pageSize: number,
) {
  const link =
    collection.kind === "tag"
      ? { table: "cms_content_tag", key: "tag_id", order: "" }
      : { table: "cms_topic_content", key: "topic_id", order: "l.priority, " };
  return listPage<PublicItem>(
    scope,
    {
      columns: ITEM_COLUMNS,
      from: `JOIN ${link.table} l ON l.content_id = c.id`,
      where: `l.${link.key} = ?1`,
      order: `${link.order}c.release_date DESC, c.id DESC`,
      values: [collection.id],
    },
    page,
    pageSize,
  );
}
