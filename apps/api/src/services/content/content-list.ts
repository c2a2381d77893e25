import type { TContentRow, TFindContentOutput, TFindContentQuery } from "@suyuan/contracts/content/content-find";
import { COUNT_CAP } from "@suyuan/contracts/common/list";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { textLiteral } from "@suyuan/db/sql-literal";
import {
  jsonItems,
  jsonPage,
  timestampEntry,
  type Entry,
  type JsonItems,
  type JsonListPage,
} from "../../kit/sql-list-json.ts";
import { sqlModel } from "../../kit/sql-model.ts";
import { cappedPageParts } from "../../kit/sql-page.ts";
import { Params, whereSql, type SqlFragment } from "../../kit/sql-where.ts";
import { currentSite } from "../access/site-scope.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { searchQuery } from "./search-words.ts";

// The content list (content.find, the legacy content/page and content/list) as one statement that
// answers the page as JSON text: the channel subtree, the filters, the order, the capped count,
// the items' values and the caller's session confirmation (or a legacy call's nonce claim) all in
// it, on the kit's JSON page (kit/sql-list-json.ts). The tRPC answer and the legacy answer differ
// only in the item each row is written as.

/** The keyword filter looks at this many of the newest matches. */
const KEYWORD_MATCH_CAP = 5000;

/**
 * The top level that counts now: an expired one counts as 0. The stored value stays until the
 * content-top-expiry job clears it; reads never write.
 */
const EFFECTIVE_TOP = "(CASE WHEN t.top_expired_at <= now() THEN 0 ELSE t.top_level END)";

const JOINS = `JOIN cms_channel ch ON ch.id = t.channel_id
  JOIN cms_content_type ty ON ty.id = t.type_id
  LEFT JOIN app_user u ON u.id = t.created_by_id`;

/** The writer's name as the list shows it: the real name, else the user name ("" without a writer). */
const WRITER = "CASE WHEN u.id IS NULL THEN '' ELSE COALESCE(NULLIF(u.real_name, ''), u.username) END";
const URL = `'/' || ch.path || '/' || t.id || '.html'`;

const plain = (key: string, expression: string): Entry => ({ key, expression, date: null });

/** The item as content.find answers it (TContentRow). */
const ROW_ITEMS = jsonItems([
  plain("id", "t.id"),
  plain("title", "t.title"),
  plain("shortTitle", "t.short_title"),
  plain("channelId", "t.channel_id"),
  plain("channelName", "ch.name"),
  plain("url", URL),
  plain("typeId", "t.type_id"),
  plain("typeName", "ty.name"),
  plain("status", "t.status"),
  plain("checkStep", "t.check_step"),
  plain("topLevel", "t.top_level"),
  timestampEntry("topLevelExpiry", "t.top_expired_at"),
  plain("effectiveTopLevel", EFFECTIVE_TOP),
  plain("recommendLevel", "t.recommend_level"),
  plain("views", "t.views"),
  plain("commentCount", "t.comment_count"),
  plain("author", "t.author"),
  timestampEntry("releaseDate", "t.release_date"),
  plain("createdByName", WRITER),
  timestampEntry("createdAt", "t.created_at"),
  timestampEntry("updatedAt", "t.updated_at"),
]);

/** yyyy-MM-dd HH:mm:ss in Asia/Shanghai, as the origin's lists write a date (formatDateTime). */
const chinaDateTime = (ref: string) => `to_char(${ref} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

/** The item as the origin's content table reads it, for a caller who may or may not update and delete. */
function originItems(canUpdate: boolean, canDelete: boolean) {
  return jsonItems([
    plain("id", "t.id"),
    plain("title", "t.title"),
    plain("shortTitle", "t.short_title"),
    plain("url", URL),
    plain("channelId", "t.channel_id"),
    plain("channelName", "ch.name"),
    plain("channelUrl", `'/' || ch.path || '/'`),
    plain("typeId", "t.type_id"),
    plain("typeName", "ty.name"),
    plain("topLevel", EFFECTIVE_TOP),
    plain("recommendLevel", "t.recommend_level"),
    plain("views", "t.views"),
    plain("commentCount", "t.comment_count"),
    plain("author", "t.author"),
    plain("userName", WRITER),
    plain("releaseDate", chinaDateTime("t.release_date")),
    plain("status", "t.status"),
    plain("checkStep", "t.check_step"),
    plain("hasUpdateRight", canUpdate ? `t.status <> ${CONTENT_STATUS.recycled}` : "false"),
    plain("hasDeleteRight", String(canDelete)),
  ]);
}
const ORIGIN_ITEMS = new Map(
  [true, false].flatMap((update) =>
    [true, false].map((remove) => [`${update}/${remove}`, originItems(update, remove)]),
  ),
);

/** The order of the channel index (channel, status, top level, release date, id): what counts read. */
const STORED_TOP_ORDER = "t.top_level DESC, t.release_date DESC, t.id DESC";

const ORDERS: Record<TFindContentQuery["sort"], string> = {
  top: `${EFFECTIVE_TOP} DESC, t.release_date DESC, t.id DESC`,
  releaseDate: "t.release_date DESC, t.id DESC",
  views: "t.views DESC, t.id DESC",
  id: "t.id DESC",
};

const CONTENT = sqlModel("Content");

/** The where of the list on rows aliased `t`, and the CTEs it reads. */
function listWhere(ctx: ServiceContext, input: TFindContentQuery, params: Params) {
  if (!CONTENT) throw new Error("the Content model has no SQL view");
  const siteId = currentSite(ctx);
  const site = params.add(siteId);
  const filters = whereSql(
    CONTENT,
    {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.title ? { title: containsText(input.title) } : {}),
      ...(input.typeId ? { typeId: input.typeId } : {}),
      ...(input.recommended ? { recommend: true } : {}),
      ...(input.mine ? { createdById: ctx.actor.userId } : {}),
    },
    "t",
    params,
  );
  if (filters === null) throw new Error("the content list's filters are not covered by kit/sql-where.ts");
  // The recycle bin is its own page: lists without a status leave it out.
  const status = input.status === undefined ? `t.status <> ${CONTENT_STATUS.recycled}` : "true";
  const parts = [`t.site_id = ${site}`, status, filters];
  const withs: string[] = [];
  if (input.channelId !== undefined) {
    const channel = params.add(input.channelId);
    if (input.withSubChannels) {
      // The channel of the caller's site and every channel below it.
      withs.push(`listed_channels AS (WITH RECURSIVE tree AS (
          SELECT c.id FROM cms_channel c WHERE c.id = ${channel} AND c.site_id = ${site}
          UNION SELECT c.id FROM cms_channel c JOIN tree ON c.parent_id = tree.id WHERE c.site_id = ${site}
        ) SELECT id FROM tree)`);
    } else {
      parts.push(`t.channel_id = ${channel}`);
    }
  }
  if (input.onTop) parts.push(`${EFFECTIVE_TOP} > 0`);
  // The keyword's query is written into the text (sql-literal.ts): how many rows a word matches
  // decides the plan, so such a statement is planned for its own words (not prepared).
  let literal = false;
  if (input.keyword) {
    const tsquery = searchQuery(input.keyword);
    literal = tsquery !== null;
    parts.push(
      tsquery
        ? `t.id IN (SELECT k.id FROM cms_content k
             WHERE k.site_id = ${site} AND k.search_words @@ to_tsquery('simple', ${textLiteral(tsquery)})
             ORDER BY k.release_date DESC, k.id DESC LIMIT ${KEYWORD_MATCH_CAP})`
        : "false",
    );
  }
  return { where: parts.join(" AND "), withs, subtree: withs.length > 0, literal };
}

/** What one list statement runs besides the page: a legacy call's nonce claim, a session's confirmation. */
type ListStatement = { alongside?: SqlFragment | undefined; confirmation?: SqlFragment | null | undefined };

async function contentPage(
  ctx: ServiceContext,
  input: TFindContentQuery,
  items: JsonItems,
  statement: ListStatement,
): Promise<JsonListPage> {
  const params = new Params();
  const { where, withs, subtree, literal } = listWhere(ctx, input, params);
  const order = ORDERS[input.sort];
  const table = "cms_content";
  const parts = cappedPageParts(
    // The count reads its rows in an index's order, whatever the page's order.
    { table, where, order, countOrder: input.channelId === undefined ? ORDERS.releaseDate : STORED_TOP_ORDER },
    input,
    params,
  );
  const pageEnd = parts.pageEnd("(SELECT n FROM counted)");
  // The ids of at most the page's end of matching rows satisfying `condition`, in `order`; of a
  // channel subtree, that many of each channel, read in each channel's index order (one ordered
  // index scan per channel instead of sorting every matching row of the subtree).
  const idsOf = (condition: string, partOrder: string, limit: string) =>
    subtree
      ? `(SELECT x.id FROM listed_channels lc CROSS JOIN LATERAL (
           SELECT t.id FROM ${table} t WHERE t.channel_id = lc.id AND ${where} AND ${condition}
            ORDER BY ${partOrder} LIMIT ${limit}) x)`
      : `(SELECT t.id FROM ${table} t WHERE ${where} AND ${condition} ORDER BY ${partOrder} LIMIT ${limit})`;
  // By top level, the rows are read as two ordered parts: the few on top (their expiry decides
  // their place) and the rest (level 0; the contract allows 0..99) in the index's release-date
  // order. An order on the effective level over all rows would sort every matching row per call.
  const ids =
    input.sort === "top"
      ? `${idsOf("t.top_level > 0", order, pageEnd)} UNION ALL ${idsOf("t.top_level = 0", ORDERS.releaseDate, pageEnd)}`
      : subtree
        ? idsOf("true", order, pageEnd)
        : null;
  const from = ids ? `(${ids}) r JOIN ${table} t ON t.id = r.id ${JOINS}` : `${table} t ${JOINS}`;
  const cap = `${COUNT_CAP + 1}`;
  const count = subtree
    ? `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${idsOf("true", STORED_TOP_ORDER, cap)} s LIMIT ${cap}) capped`
    : parts.count;
  return jsonPage(
    items,
    { ...parts, count, from, where: ids ? "true" : where, with: withs },
    params,
    { page: input.page, pageSize: input.pageSize, ...statement },
    literal ? { prepare: false } : undefined,
  );
}

/** The content list's page with its items as content.find answers them (TContentRow), as JSON text. */
export async function findContentJson(ctx: ServiceContext, input: TFindContentQuery, statement: ListStatement = {}) {
  return { ...(await contentPage(ctx, input, ROW_ITEMS, statement)), pageSize: input.pageSize };
}

/** The content list's page with its items as the origin's content table reads them, as JSON text. */
export function findOriginContentJson(
  ctx: ServiceContext,
  input: TFindContentQuery,
  rights: { canUpdate: boolean; canDelete: boolean },
  statement: ListStatement = {},
) {
  return contentPage(ctx, input, ORIGIN_ITEMS.get(`${rights.canUpdate}/${rights.canDelete}`)!, statement);
}

/**
 * The content list's page as objects (a tRPC batch, a service caller): the same statement, its
 * JSON read back with its timestamps as Dates.
 */
export async function findContent(ctx: ServiceContext, input: TFindContentQuery): Promise<TFindContentOutput> {
  const page = await findContentJson(ctx, input);
  const items = JSON.parse(page.itemsJson) as Record<string, unknown>[];
  items.forEach((item, index) => {
    for (const key of page.datesOf(index)) item[key] = new Date(item[key] as string);
  });
  const { total, pageSize, totalCapped } = page;
  return { items: items as TContentRow[], total, page: page.page, pageSize, totalCapped };
}
