import { LiquidError, type Liquid } from "liquidjs";
import {
  findHeadline,
  findNeighbours,
  findPublicContent,
  findPublicContents,
  findCollection,
  findCollectionContents,
  findContentTags,
  readChannelTree,
  SEARCH_COUNT_CAP,
  type PublicCollection,
  searchPublicContents,
  type ChannelTree,
  type PublicChannel,
  type PublicItem,
  type PublicSite,
} from "../../services/public-site/public-site-data.ts";
import { countView } from "../../services/public-site/view-counter.ts";
import { markTerms, plainText, searchQuery, snippet } from "../../services/content/search-words.ts";
import { chosenTemplates, readSiteResource, readSiteTemplates } from "../../services/template/site-solution-files.ts";
import { builtinTemplates } from "../../services/template/solution-store.ts";
import {
  LruCache,
  createSolutionEngine,
  solutionFileName,
  templateParseError,
  type TemplateParseError,
} from "./template-engine.ts";

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
  | { kind: "redirect"; location: string }
  | { kind: "resource"; body: string; contentType: string };

/** A solution's compiled templates and their names. */
type SolutionEngine = { liquid: Liquid; files: Readonly<Record<string, string>> };

/** The site as its pages are rendered: with the engine of its solution. */
type RenderSite = PublicSite & { engine: SolutionEngine; preview?: boolean };

const engineOf = (files: Readonly<Record<string, string>>): SolutionEngine => ({
  liquid: createSolutionEngine(files),
  files,
});

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

/**
 * A template of the site's solution rendered with `scope`. Synchronously: the values are all read
 * before, and LiquidJS's asynchronous renderer (a promise per tag and value) took most of a page's
 * CPU in the public pages bench.
 */
function render(site: RenderSite, file: string, scope: Record<string, unknown>): string {
  const html: unknown = site.engine.liquid.renderFileSync(file, scope);
  return typeof html === "string" ? html : "";
}

/** A template a channel or content chose, when the solution has it; else the standard one. */
function templateOf(site: RenderSite, chosen: string | null, standard: string): string {
  const name = chosen ? solutionFileName(chosen.replace(/^\/+/, "")) : null;
  return name && Object.hasOwn(site.engine.files, name) ? name : standard;
}

const DAY = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" });
const day = (date: Date) => DAY.format(date);

function sizeText(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type Urls = { base: string; channel(channel: PublicChannel): string; content(channelPath: string, id: number): string };

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

/** The pagination values of the templates: a window of page links around the current one. */
function paginationOf(page: number, pages: number, pageUrl: (n: number) => string) {
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

function notice(site: RenderSite, tree: ChannelTree, urls: Urls, status: 403 | 404): SitePage {
  const message = status === 404 ? "您访问的页面不存在或已被移除。" : "该内容仅对会员开放。";
  const html = render(site, "notice.liquid", {
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
  const html = render(site, "index.liquid", {
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
  if (channel.restricted) return notice(site, tree, urls, 403);
  const [{ items, total }, chosen] = await Promise.all([
    findPublicContents({ channelIds: tree.visibleSubtree(channel.id) }, page, CHANNEL_PAGE_SIZE),
    chosenTemplates(channel.id, null),
  ]);
  const pages = Math.max(1, Math.ceil(total / CHANNEL_PAGE_SIZE));
  if (page > pages) return notice(site, tree, urls, 404);
  const pageUrl = (n: number) => (n === 1 ? urls.channel(channel) : `${urls.channel(channel)}index_${n}.html`);
  const html = render(site, templateOf(site, chosen.channel, "channel.liquid"), {
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
  const content = await findPublicContent(site.id, id);
  // Only at its own channel's address: /other-channel/<id>.html is not a second copy.
  if (!content || content.channelId !== channel.id) return notice(site, tree, urls, 404);
  if (channel.restricted || content.restricted) return notice(site, tree, urls, 403);
  if (!site.preview) countView(content.id);
  const [{ previous, next }, tags, chosen] = await Promise.all([
    findNeighbours(content),
    findContentTags(content.id),
    chosenTemplates(channel.id, content.id),
  ]);
  const link = (row: { id: number; title: string } | null) =>
    row ? { title: row.title, url: urls.content(channel.path, row.id) } : null;
  const html = render(site, templateOf(site, chosen.content, "content.liquid"), {
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
      url: urls.content(channel.path, content.id),
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
  const html = render(site, "collection.liquid", {
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
  const html = render(site, "search.liquid", {
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

/** Where a binary resource is served (site-resource-handler.ts): the page answers text only. */
export const siteResourcePath = (siteId: number, path: string) => `/api/site-res/${siteId}/${path}`;

/** The page a path below the site's base names. */
export async function renderSitePage(
  site: PublicSite,
  base: string,
  rest: string,
  query: URLSearchParams,
): Promise<SitePage> {
  if (rest.startsWith("_res/")) {
    const name = solutionFileName(rest.slice("_res/".length));
    const resource = name ? await readSiteResource(site.id, site.tplSolution, name) : null;
    if (resource && "body" in resource) return { kind: "resource", ...resource };
    if (resource && name) return { kind: "redirect", location: siteResourcePath(site.id, name) };
  }
  return routePage({ ...site, engine: await engineFor(site) }, base, rest, query);
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
    const failure = templateParseError(engine.liquid, override.path, override.source) ?? renderFailure(error);
    if (!failure) throw error;
    return { html: null, error: failure };
  }
}

/** A render-time failure of a template (a missing include, a limit) with its position. */
function renderFailure(error: unknown): TemplateParseError | null {
  if (!(error instanceof LiquidError)) return null;
  const [line = 1, column = 1] = error.token.getPosition();
  const message = (error.originalError?.message ?? error.message).split(/, (?:line|file):/)[0] ?? error.message;
  return { message, line, column };
}

async function routePage(site: RenderSite, base: string, rest: string, query: URLSearchParams): Promise<SitePage> {
  const urls = urlsFor(base);
  const tree = await readChannelTree(site.id);
  if (rest === "" || rest === "index.html") return homePage(site, tree, urls);
  if (rest === "search.html") return searchPage(site, tree, urls, query);
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
