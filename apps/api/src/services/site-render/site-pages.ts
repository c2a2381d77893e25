import { solutionPath } from "@suyuan/contracts/template/solution-path";
import { createHash } from "node:crypto";
import type { Liquid } from "liquidjs";
import {
  findContentPage,
  findHeadline,
  findPublicContents,
  findCollection,
  findCollectionContents,
  keptChannelTree,
  SEARCH_COUNT_CAP,
  type PublicCollection,
  searchPublicContents,
  type ChannelTree,
  type PublicChannel,
  type PublicItem,
  type PublicSite,
} from "../public-site/public-site-data.ts";
import { groupMayView } from "../member/member-view-rights.ts";
import { countView } from "../public-site/view-counter.ts";
import { qrCodeSvg } from "../public-site/qr-code.ts";
import { markTerms, plainText, searchQuery, snippet } from "../content/search-words.ts";
import { readSiteResource, readSiteTemplates } from "../template/site-solution-files.ts";
import { builtinTemplates } from "../template/solution-store.ts";
import { LruCache } from "../../lib/lru-cache.ts";
import {
  createSolutionEngine,
  templateFailure,
  templateLimitRefusal,
  templateParseError,
  type TemplateParseError,
} from "./template-engine.ts";
import { tagPagination as paginationOf } from "./template-tags/content-tags.ts";
import { usesDataTags } from "./template-tags/register.ts";
import { adLink } from "../advertising/ad-serving.ts";
import { countAdClick } from "../advertising/ad-counter.ts";
import { dayText as day, tagGlobals, type TagUrls } from "./template-tags/tag-env.ts";

// One public page of a site: which page a path names, the values its template receives, and the
// rendered HTML. Paths (below the site's base, "/" or "/site/<accessPath>/"):
//   "" or index.html                      home
//   <channel>/ , <channel>/index.html     channel, page 1;  <channel>/index_<n>.html  page n
//   <channel>/<id>.html                   content
//   _res/<file>                           a resource of the solution (style.css)

export const CHANNEL_PAGE_SIZE = 20;
const HOME_BLOCK_SIZE = 8;

export type SitePage =
  | { kind: "html"; status: 200 | 403 | 404; html: string }
  | { kind: "redirect"; location: string; status?: 301 | 302 }
  | { kind: "resource"; body: string | Uint8Array; contentType: string };

/** A solution's compiled templates, their names, and how its pages render. */
type SolutionEngine = {
  liquid: Liquid;
  files: Readonly<Record<string, string>>;
  /** Its templates load data with tags (its pages render asynchronously). */
  dataTags: boolean;
  /** Its pages are a function of their values alone, so a page rendered lately may be kept (renderedPages). */
  keepsPages: boolean;
  /** This engine among all the process compiled: part of a kept page's key. */
  serial: number;
};

/**
 * The site as its pages are rendered: with the engine of its solution, and the group of the
 * signed-in member who asks (members-only pages open to the groups allowed to view them).
 */
type RenderSite = PublicSite & { engine: SolutionEngine; preview?: boolean; viewerGroupId?: number | null };

/** A members-only page opens to a signed-in member whose group may view it; every other visitor gets 403. */
async function mayView(site: RenderSite, tree: ChannelTree, channelId: number, contentId: number | null) {
  if (!site.viewerGroupId) return false;
  const chain = tree.ancestry(channelId).map((channel) => channel.id);
  return groupMayView(site.viewerGroupId, chain, contentId);
}

/**
 * Template source whose output depends on more than the values it is given: LiquidJS's date
 * filters read the clock for "now" and "today", and its `sample` filter picks at random.
 */
const BEYOND_VALUES = /\b(?:now|today|sample)\b/;

let engineSerial = 0;

const engineOf = (files: Readonly<Record<string, string>>): SolutionEngine => {
  const templates = Object.entries(files).filter(([name]) => name.endsWith(".liquid"));
  const dataTags = templates.some(([, source]) => usesDataTags(source));
  return {
    liquid: createSolutionEngine(files),
    files,
    dataTags,
    keepsPages: !dataTags && !templates.some(([, source]) => BEYOND_VALUES.test(source)),
    serial: ++engineSerial,
  };
};

const builtin = engineOf(builtinTemplates());

/** Compiled solutions of this process: a few sites with a few solutions each. */
const engines = new LruCache<SolutionEngine>(32);

/**
 * The engine of the site's solution: its stored templates (the built-in ones while none are
 * stored), compiled once per process for each (site, solution, template version). The version
 * rises with every change, so every process compiles the new files at its next page.
 */
async function engineFor(site: PublicSite): Promise<SolutionEngine> {
  const key = (solution: string, version: number) => `${site.id}:${solution}:${version}`;
  const known = engines.get(key(site.tplSolution, site.templateVersion));
  if (known) return known;
  // Files and version are read together: the engine is filed under the version its files have.
  const snapshot = await readSiteTemplates(site.id);
  if (!snapshot) return builtin;
  const snapshotKey = key(snapshot.solution, snapshot.version);
  return engines.get(snapshotKey) ?? engines.set(snapshotKey, engineOf(snapshot.files));
}

/** Where on the site a page is, for the data tags (their default channel, paged lists). */
type PagePlace = {
  tree: ChannelTree;
  urls: Urls;
  channelId?: number;
  contentId?: number;
  page?: number;
  pageUrl?: (n: number) => string;
};

/**
 * Pages rendered lately, by engine, template and values. Without data tags, the clock or chance
 * (SolutionEngine.keepsPages) a page's HTML is a function of these alone, and rendering it cost a
 * page more CPU than reading its values (LiquidJS walks a generator per tag and value: half of a
 * search page's server time, bench/public-pages.ts). The values are read afresh for every view and
 * are part of the key, so a kept page can never show what has changed since; it saves the render
 * when a page is asked again with the same values (an article between two view-count flushes, a
 * common search, a channel's first page).
 */
const renderedPages = new LruCache<string>(100);
/** Longer pages (characters) are rendered every time rather than kept. */
const MAX_KEPT_PAGE = 64_000;

function renderSync(engine: SolutionEngine, file: string, scope: Record<string, unknown>, keep: boolean): string {
  const key = keep
    ? `${engine.serial}:${createHash("sha256").update(file).update("\0").update(JSON.stringify(scope)).digest("base64")}`
    : null;
  const kept = key === null ? undefined : renderedPages.get(key);
  if (kept !== undefined) return kept;
  const rendered: unknown = engine.liquid.renderFileSync(file, scope);
  const html = typeof rendered === "string" ? rendered : "";
  if (key !== null && html.length <= MAX_KEPT_PAGE) renderedPages.set(key, html);
  return html;
}

/**
 * A template of the site's solution rendered with `scope`. Synchronously when the solution uses
 * no data tag: the values are all read before, and LiquidJS's asynchronous renderer (a promise per
 * tag and value) took most of a page's CPU in the public pages bench. A solution with data tags
 * (template-tags/) renders asynchronously, the tags reading the page's place from the globals.
 * A render stopped by its budget fails as a refusal naming the limit and where it was reached.
 */
async function render(
  site: RenderSite,
  place: PagePlace,
  file: string,
  scope: Record<string, unknown>,
): Promise<string> {
  const { liquid, dataTags, keepsPages } = site.engine;
  try {
    if (!dataTags) return renderSync(site.engine, file, scope, keepsPages && !site.preview);
    const html: unknown = await liquid.renderFile(file, scope, {
      globals: tagGlobals({
        siteId: site.id,
        tree: place.tree,
        urls: place.urls,
        channelId: place.channelId ?? null,
        contentId: place.contentId ?? null,
        page: place.page ?? 1,
        pageUrl: place.pageUrl ?? null,
        loads: 0,
      }),
    });
    return typeof html === "string" ? html : "";
  } catch (error) {
    throw templateLimitRefusal(error) ?? error;
  }
}

/**
 * The QR code image of a page of the site: `_qr/<page path>` answers the SVG of the page's
 * absolute address on the host it was asked on. Pages link to it instead of embedding the code,
 * so a page's HTML does not depend on the host (a stored static page serves every host alike).
 */
const QR_PATH = /^_qr\/((?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.html)$/;

async function qrCodePage(base: string, rest: string, origin: string | null): Promise<SitePage | null> {
  const page = QR_PATH.exec(rest)?.[1];
  if (!page || !origin || rest.length > 300) return null;
  return { kind: "resource", body: await qrCodeSvg(`${origin}${base}${page}`), contentType: "image/svg+xml" };
}

/** A template a channel or content chose, when the solution has it; else the standard one. */
function templateOf(site: RenderSite, chosen: string | null, standard: string): string {
  const name = chosen ? solutionPath(chosen.replace(/^\/+/, "")) : null;
  return name && Object.hasOwn(site.engine.files, name) ? name : standard;
}

function sizeText(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type Urls = TagUrls;

function urlsFor(base: string): Urls {
  return {
    base,
    channel: (channel) => `${base}${channel.path}/`,
    content: (channelPath, id) => `${base}${channelPath}/${id}.html`,
  };
}

function itemOf(tree: ChannelTree, urls: Urls, item: PublicItem) {
  const channel = tree.byId.get(item.channelId);
  return {
    title: item.title,
    url: channel ? urls.content(channel.path, item.id) : "#",
    date: day(item.releaseDate),
    description: item.description ?? "",
    image: item.titleImg,
    top: item.topLevel > 0,
  };
}

function common(site: RenderSite, tree: ChannelTree, urls: Urls, current: number | null, pageTitle: string) {
  const topOfCurrent = current === null ? null : (tree.ancestry(current)[0]?.id ?? null);
  return {
    lang: "zh-CN",
    page_title: pageTitle,
    res: `${urls.base}_res/`,
    site: {
      name: site.name,
      short_name: site.shortName ?? site.name,
      base: urls.base,
      keywords: site.name,
      description: site.description ?? "",
      company: site.company,
    },
    search_query: "",
    nav: tree.nav.map((channel) => ({
      name: channel.name,
      url: urls.channel(channel),
      current: channel.id === topOfCurrent,
    })),
  };
}

function breadcrumbs(tree: ChannelTree, urls: Urls, channelId: number) {
  return [
    { name: "首页", url: urls.base },
    ...tree.ancestry(channelId).map((channel) => ({ name: channel.name, url: urls.channel(channel) })),
  ];
}

async function notice(site: RenderSite, tree: ChannelTree, urls: Urls, status: 403 | 404): Promise<SitePage> {
  const message = status === 404 ? "您访问的页面不存在或已被移除。" : "该内容仅对会员开放。";
  const html = await render(site, { tree, urls }, "notice.liquid", {
    ...common(site, tree, urls, null, status === 404 ? "页面不存在" : "仅限会员"),
    status,
    message,
  });
  return { kind: "html", status, html };
}

async function homePage(site: RenderSite, tree: ChannelTree, urls: Urls): Promise<SitePage> {
  const blocks = await Promise.all(
    tree.nav.map(async (channel) => {
      const { items } = await findPublicContents({ channelIds: tree.visibleSubtree(channel.id) }, 1, HOME_BLOCK_SIZE);
      return {
        channel: { name: channel.name, url: urls.channel(channel) },
        contents: items.map((item) => itemOf(tree, urls, item)),
      };
    }),
  );
  const headline = await findHeadline(tree.siteScope);
  const html = await render(site, { tree, urls }, "index.liquid", {
    ...common(site, tree, urls, null, ""),
    blocks,
    headline: headline ? itemOf(tree, urls, headline) : null,
  });
  return { kind: "html", status: 200, html };
}

async function channelPage(
  site: RenderSite,
  tree: ChannelTree,
  urls: Urls,
  channel: PublicChannel,
  page: number,
): Promise<SitePage> {
  if (channel.restricted && !(await mayView(site, tree, channel.id, null))) return notice(site, tree, urls, 403);
  const { items, total } = await findPublicContents(
    { channelIds: tree.visibleSubtree(channel.id) },
    page,
    CHANNEL_PAGE_SIZE,
  );
  const pages = Math.max(1, Math.ceil(total / CHANNEL_PAGE_SIZE));
  if (page > pages) return notice(site, tree, urls, 404);
  const pageUrl = (n: number) => (n === 1 ? urls.channel(channel) : `${urls.channel(channel)}index_${n}.html`);
  const place = { tree, urls, channelId: channel.id, page, pageUrl };
  const html = await render(site, place, templateOf(site, channel.tplChannel, "channel.liquid"), {
    ...common(site, tree, urls, channel.id, channel.title ?? channel.name),
    channel: { name: channel.name, url: urls.channel(channel), description: channel.description ?? "" },
    breadcrumbs: breadcrumbs(tree, urls, channel.id),
    children: tree
      .childrenOf(channel.id)
      .filter((child) => child.display && !child.restricted)
      .map((child) => ({ name: child.name, url: urls.channel(child) })),
    contents: items.map((item) => itemOf(tree, urls, item)),
    pagination: paginationOf(page, pages, pageUrl),
  });
  return { kind: "html", status: 200, html };
}

async function contentPage(
  site: RenderSite,
  tree: ChannelTree,
  urls: Urls,
  channel: PublicChannel,
  id: number,
): Promise<SitePage> {
  const content = await findContentPage(site.id, id);
  // Only at its own channel's address: /other-channel/<id>.html is not a second copy.
  if (!content || content.channelId !== channel.id) return notice(site, tree, urls, 404);
  if ((channel.restricted || content.restricted) && !(await mayView(site, tree, channel.id, content.id)))
    return notice(site, tree, urls, 403);
  if (!site.preview) countView(content.id);
  const { previous, next, tags } = content;
  const link = (row: { id: number; title: string } | null) =>
    row ? { title: row.title, url: urls.content(channel.path, row.id) } : null;
  const url = urls.content(channel.path, content.id);
  const place = { tree, urls, channelId: channel.id, contentId: content.id };
  const html = await render(site, place, templateOf(site, content.tplContent ?? channel.tplContent, "content.liquid"), {
    ...common(site, tree, urls, channel.id, content.title),
    channel: { name: channel.name, url: urls.channel(channel), description: channel.description ?? "" },
    breadcrumbs: breadcrumbs(tree, urls, channel.id),
    content: {
      title: content.title,
      author: content.author ?? "",
      origin: content.originName ?? "",
      origin_url: content.originUrl && /^https?:\/\//i.test(content.originUrl) ? content.originUrl : "",
      date: day(content.releaseDate),
      html: content.txt ?? "",
      description: content.description ?? "",
      attachments: content.attachments.map((file) => ({
        name: file.name,
        url: file.path,
        size_text: sizeText(file.size),
      })),
      pictures: content.pictures,
      tags: tags.map((tag) => ({ name: tag.name, url: `${urls.base}tag_${tag.id}.html` })),
      views: content.views,
      url,
      qr_url: `${urls.base}_qr/${channel.path}/${content.id}.html`,
    },
    prev: link(previous),
    next: link(next),
  });
  return { kind: "html", status: 200, html };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

async function collectionPage(
  site: RenderSite,
  tree: ChannelTree,
  urls: Urls,
  kind: PublicCollection["kind"],
  id: number,
  page: number,
): Promise<SitePage> {
  const collection = await findCollection(site.id, kind, id);
  if (!collection) return notice(site, tree, urls, 404);
  const { items, total } = await findCollectionContents(collection, tree.siteScope, page, CHANNEL_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(total / CHANNEL_PAGE_SIZE));
  if (page > pages) return notice(site, tree, urls, 404);
  const pageUrl = (n: number) => `${urls.base}${kind}_${id}${n > 1 ? `_${n}` : ""}.html`;
  const label = kind === "tag" ? "标签" : "专题";
  const html = await render(site, { tree, urls, page, pageUrl }, "collection.liquid", {
    ...common(site, tree, urls, null, `${label}：${collection.name}`),
    collection: {
      kind,
      label,
      name: collection.name,
      description: collection.description ?? "",
      image: collection.image,
      url: pageUrl(1),
    },
    breadcrumbs: [
      { name: "首页", url: urls.base },
      { name: `${label}：${collection.name}`, url: pageUrl(1) },
    ],
    contents: items.map((item) => itemOf(tree, urls, item)),
    pagination: paginationOf(page, pages, pageUrl),
  });
  return { kind: "html", status: 200, html };
}

/** Query text longer than this is cut (a search is a few words). */
const MAX_QUERY = 100;

async function searchPage(site: RenderSite, tree: ChannelTree, urls: Urls, query: URLSearchParams): Promise<SitePage> {
  // Control characters (NUL among them) become spaces and lone surrogates are replaced: the text
  // reaches the database and the page as plain words.
  const typed = Array.from((query.get("q") ?? "").replace(LONE_SURROGATE, "\uFFFD"), (ch) => (ch < " " ? " " : ch))
    .join("")
    .trim()
    .slice(0, MAX_QUERY);
  const asked = Number(query.get("page") ?? "1");
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const tsquery = searchQuery(typed);
  const { items, total } = tsquery
    ? await searchPublicContents(tree.siteScope, tsquery, page, CHANNEL_PAGE_SIZE)
    : { items: [], total: 0 };
  const terms = markTerms(typed);
  const pages = Math.max(1, Math.ceil(Math.min(total, SEARCH_COUNT_CAP) / CHANNEL_PAGE_SIZE));
  const pageUrl = (n: number) => `${urls.base}search.html?q=${encodeURIComponent(typed)}${n > 1 ? `&page=${n}` : ""}`;
  const html = await render(site, { tree, urls, page, pageUrl }, "search.liquid", {
    ...common(site, tree, urls, null, typed ? `搜索：${typed}` : "站内搜索"),
    search_query: typed,
    total: Math.min(total, SEARCH_COUNT_CAP),
    total_capped: total >= SEARCH_COUNT_CAP,
    hits: items.map((hit) => ({
      ...itemOf(tree, urls, hit),
      title_parts: snippet(hit.title, terms, 200),
      snippet: snippet(plainText(hit.text), terms),
    })),
    pagination: paginationOf(page, pages, pageUrl),
  });
  return { kind: "html", status: 200, html };
}

/** The page a path below the site's base names. */
export async function renderSitePage(
  site: PublicSite,
  base: string,
  rest: string,
  query: URLSearchParams,
  origin: string | null = null,
  viewerGroupId: number | null = null,
): Promise<SitePage> {
  if (rest.startsWith("_res/")) {
    const name = solutionPath(rest.slice("_res/".length));
    const resource = name ? await readSiteResource(site.id, site.tplSolution, name) : null;
    if (resource)
      return {
        kind: "resource",
        body: "body" in resource ? resource.body : resource.bytes,
        contentType: resource.contentType,
      };
  }
  if (rest.startsWith("_qr/")) {
    const qr = await qrCodePage(base, rest, origin);
    if (qr) return qr;
  }
  return routePage({ ...site, engine: await engineFor(site), viewerGroupId }, base, rest, query);
}

/** The outcome of a preview: the page, or where its templates fail. */
export type PreviewPage = { html: string; error: null } | { html: null; error: TemplateParseError };

/**
 * The page at `rest` rendered with the solution `files`, one of them replaced by unsaved source
 * (the template editor's live preview). Nothing is cached and no view is counted.
 */
export async function previewSitePage(
  site: PublicSite,
  base: string,
  rest: string,
  files: Readonly<Record<string, string>>,
  override: { path: string; source: string },
): Promise<PreviewPage> {
  const engine = engineOf({ ...files, [override.path]: override.source });
  const parseError = templateParseError(engine.liquid, override.path, override.source);
  if (parseError) return { html: null, error: parseError };
  try {
    const page = await routePage({ ...site, engine, preview: true }, base, rest, new URLSearchParams());
    if (page.kind === "html") return { html: page.html, error: null };
    return { html: `<p>${page.kind === "redirect" ? page.location : ""}</p>`, error: null };
  } catch (error) {
    const failure = templateParseError(engine.liquid, override.path, override.source) ?? templateFailure(error);
    if (!failure) throw error;
    return { html: null, error: failure };
  }
}

/** A click on an ad (the cms_advertising tag's click_url): counted, then on to the ad's link. */
async function adClick(site: RenderSite, tree: ChannelTree, urls: Urls, query: URLSearchParams): Promise<SitePage> {
  const id = /^[1-9]\d{0,9}$/.test(query.get("id") ?? "") ? Number(query.get("id")) : null;
  const link = id !== null && id <= 2_147_483_647 ? await adLink(site.id, id) : null;
  if (!link) return notice(site, tree, urls, 404);
  countAdClick(id!);
  // 302: a cached redirect would skip the next click's count.
  return { kind: "redirect", location: link, status: 302 };
}

async function routePage(site: RenderSite, base: string, rest: string, query: URLSearchParams): Promise<SitePage> {
  const urls = urlsFor(base);
  const tree = await keptChannelTree(site);
  if (rest === "" || rest === "index.html") return homePage(site, tree, urls);
  if (rest === "search.html") return searchPage(site, tree, urls, query);
  if (rest === "ad_click.html") return adClick(site, tree, urls, query);
  const listed = /^(tag|topic)_([1-9]\d{0,8})(?:_([1-9]\d{0,5}))?\.html$/.exec(rest);
  if (listed)
    return collectionPage(site, tree, urls, listed[1] as "tag" | "topic", Number(listed[2]), Number(listed[3] ?? 1));
  const match = /^([A-Za-z0-9][A-Za-z0-9_-]*)(?:\/(?:(index)(?:_([1-9]\d{0,5}))?\.html|([1-9]\d{0,9})\.html)?)?$/.exec(
    rest,
  );
  const channel = match ? tree.byPath.get(match[1]!.toLowerCase()) : undefined;
  if (!match || !channel) return notice(site, tree, urls, 404);
  // `/news` without the slash: the channel's address has one (relative links stay right).
  if (!rest.includes("/")) return { kind: "redirect", location: urls.channel(channel) };
  const contentId = match[4] ? Number(match[4]) : null;
  if (contentId !== null) {
    if (contentId > 2_147_483_647) return notice(site, tree, urls, 404);
    return contentPage(site, tree, urls, channel, contentId);
  }
  return channelPage(site, tree, urls, channel, match[3] ? Number(match[3]) : 1);
}
