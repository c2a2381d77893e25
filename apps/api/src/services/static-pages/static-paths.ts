// Where a static page is kept: the path below the site's base that the public pages answer it at
// (what renderSitePage receives), in one spelling per page:
//   ""                       the home page (also asked as index.html)
//   <channel>/               a channel's first list page (also asked as <channel>/index.html)
//   <channel>/index_<n>.html its page n
//   <channel>/<id>.html      a content page

export const HOME_PATH = "";

export const channelPagePath = (channelPath: string, page: number) =>
  page <= 1 ? `${channelPath}/` : `${channelPath}/index_${page}.html`;

export const contentPagePath = (channelPath: string, id: number) => `${channelPath}/${id}.html`;

const SEGMENT = "[A-Za-z0-9][A-Za-z0-9_-]*";
const CHANNEL_FIRST = new RegExp(`^(${SEGMENT})/(?:index\\.html)?$`);
const PAGED_OR_CONTENT = new RegExp(`^${SEGMENT}/(?:index_[1-9]\\d{0,5}|[1-9]\\d{0,9})\\.html$`);
const CONTENT = /\/([1-9]\d{0,9})\.html$/;

/**
 * The stored path of a request's path below the base, or null for what is never stored (search,
 * tag and topic pages, resources, anything else): those skip the lookup.
 */
export function storedPathOf(rest: string): string | null {
  if (rest === "" || rest === "index.html") return HOME_PATH;
  const first = CHANNEL_FIRST.exec(rest);
  if (first) return `${first[1]}/`;
  return PAGED_OR_CONTENT.test(rest) ? rest : null;
}

/** The content id of a stored content page's path (its views are counted when it is served). */
export function contentIdOf(path: string): number | null {
  const match = CONTENT.exec(path);
  if (!match || path.includes("/index_")) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The base static pages are generated for: "/" when the site has a domain (the pages' links are
 * then /<channel>/…), else /site/<accessPath>/. A page is served only at that base, since its links
 * carry it; null when the site has neither (no public address at all).
 */
export function canonicalBase(site: { domain: string | null; accessPath: string | null }): string | null {
  if (site.domain) return "/";
  return site.accessPath ? `/site/${site.accessPath}/` : null;
}
