import { MAX_CONTENT_ORDER } from "@suyuan/contracts/directive/content-order";
import { DEFAULT_CONTENT_ORDER } from "../../public-site/content-order.ts";
import { findPublicContent, type PublicScope } from "../../public-site/public-site-data.ts";
import { findTagContents, type TagContent } from "../../public-site/tag-contents.ts";
import { blockTag } from "./block-tag.ts";
import { boolArg, idArg, idListArg, intArg, textArg } from "./tag-args.ts";
import { dayText, type TagEnv } from "./tag-env.ts";

// Content tags:
//   cms_content_list  a list (tag_list): channelId "3,5" or channelPath, typeId, recommend,
//                     titleImg, excludeId, topicId, tagId, count (1–100, default 10),
//                     orderBy (the origin's codes 0–23, 24 by rating; default 4)
//   cms_content_page  the same, paged by the page's number (tag_list, tag_pagination)
//   cms_content       one content by id (tag_bean)
// A list covers the channels named and their sub-channels (members-only ones left out), or the
// whole site when no channel is named. Only passed content is listed, as on every public page.

const LIST_ARGS = { count: { min: 1, max: 100 }, orderBy: { min: 0, max: MAX_CONTENT_ORDER } };

function scopeOf(tag: string, args: Record<string, unknown>, env: TagEnv): PublicScope {
  const ids = idListArg(tag, args, "channelId");
  const path = textArg(tag, args, "channelPath", 100);
  const named = ids ?? (path === undefined ? undefined : [env.tree.byPath.get(path.toLowerCase())?.id ?? 0]);
  if (!named) return env.tree.siteScope;
  const covered = named.flatMap((id) => (env.tree.byId.has(id) ? env.tree.visibleSubtree(id) : []));
  return { channelIds: [...new Set(covered)] };
}

function itemOf(env: TagEnv, row: TagContent) {
  const channel = env.tree.byId.get(row.channelId);
  return {
    id: row.id,
    title: row.title,
    short_title: row.shortTitle ?? row.title,
    url: channel ? env.urls.content(channel.path, row.id) : "#",
    date: dayText(row.releaseDate),
    description: row.description ?? "",
    image: row.titleImg,
    channel_name: channel?.name ?? "",
    channel_url: channel ? env.urls.channel(channel) : "#",
    views: row.views,
    top: row.topLevel > 0,
    recommend: row.recommend,
    score: row.score,
  };
}

function listQuery(tag: string, args: Record<string, unknown>, env: TagEnv) {
  return {
    scope: scopeOf(tag, args, env),
    filter: {
      typeIds: idListArg(tag, args, "typeId"),
      recommend: boolArg(tag, args, "recommend"),
      titleImg: boolArg(tag, args, "titleImg"),
      excludeId: idArg(tag, args, "excludeId"),
      topicId: idArg(tag, args, "topicId"),
      tagId: idArg(tag, args, "tagId"),
    },
    order: intArg(tag, args, "orderBy", LIST_ARGS.orderBy) ?? DEFAULT_CONTENT_ORDER,
    count: intArg(tag, args, "count", LIST_ARGS.count) ?? 10,
  };
}

/** Page links around the current page (the same shape as the channel pages' `pagination`). */
export function tagPagination(page: number, pages: number, pageUrl: (n: number) => string) {
  return {
    page,
    pages,
    prev_url: page > 1 ? pageUrl(page - 1) : null,
    next_url: page < pages ? pageUrl(page + 1) : null,
    links: Array.from({ length: pages }, (_, index) => index + 1)
      .filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 3)
      .map((n) => ({ number: n, url: pageUrl(n), current: n === page })),
  };
}

export const contentListTag = blockTag("cms_content_list", async (args, env) => {
  const query = listQuery("cms_content_list", args, env);
  const { items } = await findTagContents(query.scope, query.filter, query.order, {
    number: 1,
    size: query.count,
    counted: false,
  });
  return { tag_list: items.map((row) => itemOf(env, row)) };
});

/** Pages past this are not listed (deep OFFSETs cost the database more than anyone reads). */
const MAX_TAG_PAGE = 1000;

export const contentPageTag = blockTag("cms_content_page", async (args, env) => {
  const query = listQuery("cms_content_page", args, env);
  const page = Math.min(env.page, MAX_TAG_PAGE);
  const { items, total } = await findTagContents(query.scope, query.filter, query.order, {
    number: page,
    size: query.count,
    counted: true,
  });
  const pages = Math.min(MAX_TAG_PAGE, Math.max(1, Math.ceil(total / query.count)));
  const pageUrl = env.pageUrl ?? (() => "#");
  return { tag_list: items.map((row) => itemOf(env, row)), tag_pagination: tagPagination(page, pages, pageUrl) };
});

export const contentTag = blockTag("cms_content", async (args, env) => {
  const id = idArg("cms_content", args, "id");
  const content = id === undefined ? null : await findPublicContent(env.siteId, id);
  const channel = content ? env.tree.byId.get(content.channelId) : undefined;
  if (!content || !channel || channel.restricted || content.restricted) return { tag_bean: null };
  return {
    tag_bean: {
      id: content.id,
      title: content.title,
      url: env.urls.content(channel.path, content.id),
      date: dayText(content.releaseDate),
      author: content.author ?? "",
      origin: content.originName ?? "",
      description: content.description ?? "",
      html: content.txt ?? "",
      views: content.views,
      channel_name: channel.name,
      channel_url: env.urls.channel(channel),
    },
  };
});
