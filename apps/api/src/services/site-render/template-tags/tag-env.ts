import type { Context } from "liquidjs";
import type { ChannelTree, PublicChannel } from "../../public-site/public-site-data.ts";

// What the data-loading template tags know about the page being rendered. It travels in the
// render's globals under a symbol key: templates reach values by name only, so they cannot read
// or replace it, and it follows into included and rendered partials.

export const TAG_ENV = Symbol("suyuan.templateTagEnv");

/** Data tags one render may run: a tag inside a long loop must not issue a query per turn. */
export const MAX_TAG_LOADS = 50;

export type TagUrls = {
  base: string;
  channel(channel: PublicChannel): string;
  content(channelPath: string, id: number): string;
};

export type TagEnv = {
  siteId: number;
  tree: ChannelTree;
  urls: TagUrls;
  /** The page's channel (channel and content pages), the default of channel tags. */
  channelId: number | null;
  /** The page's content, left out of "related" lists. */
  contentId: number | null;
  /** The page number of a paged list (`cms_content_page`) and the address of page n. */
  page: number;
  pageUrl: ((n: number) => string) | null;
  /** Data tags run so far in this render. */
  loads: number;
};

export function tagGlobals(env: TagEnv): Record<string, unknown> {
  return { [TAG_ENV]: env };
}

export function tagEnvOf(ctx: Context): TagEnv {
  const env = (ctx.globals as Record<symbol, TagEnv | undefined>)[TAG_ENV];
  if (!env) throw new Error("数据标签只能在站点页面中使用 (data tags work on site pages only)");
  return env;
}

const DAY = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" });

/** A date as the pages show it (2026-03-01, in China's time zone). */
export const dayText = (date: Date): string => DAY.format(date);
