import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import {
  findSiteHosts,
  keptOpenSite,
  keptSiteByAccessPath,
  type PublicSite,
} from "../../services/public-site/public-site-data.ts";
import { countView } from "../../services/public-site/view-counter.ts";
import { findStaticPage, pageEtag } from "../../services/static-pages/static-page-store.ts";
import { contentIdOf, storedPathOf } from "../../services/static-pages/static-paths.ts";
import { publicPageCacheMinutes } from "../../services/settings/global-settings.ts";
import { renderSitePage, type SitePage } from "../../services/site-render/site-pages.ts";
import { collectPageView } from "../../services/traffic/traffic-collector.ts";
import type { UploadSettings } from "../../services/upload/uploads.ts";
import { isFormPath, publicForm, viewerGroupOf, withCommentSection } from "./public-forms.ts";
import { audienceForm, isAudienceFormPath, jobApplySection } from "./public-audience-forms.ts";
import { requestHeader } from "../../lib/node-bindings.ts";

// How the public sites and the admin app share one server:
// - a request whose Host is a site's domain or alias is that site's, whatever its path (only the
//   product's own addresses below stay the server's: health checks, uploads, trace pages, APIs);
// - `/site/<accessPath>/…` is the site of that access path on any host, so one machine without DNS
//   shows every site; a segment that is no site's access path (`/site/list`) is the admin app's.
// Everything else is the admin app. In production the admin can live on its own host name that no
// site claims; see "Public sites" in docs/cms.md.

/** Paths that stay the server's own on a site's host. */
const SERVER_PATHS = /^\/(?:healthz|readyz|uploads|t|api|trpc|export|download|import|upload)(?:\/|$)/;

/** Site host names are read at most this often per process (a new domain answers within it). */
const HOSTS_TTL_MS = 5_000;

/** Strict: the pages have no script at all and load only their own stylesheet. */
export const SITE_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data: https:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

function hostDirectory() {
  let hosts: Promise<Map<string, number>> | null = null;
  let readAt = 0;
  return (host: string): Promise<number | undefined> => {
    const now = Date.now();
    if (!hosts || now - readAt > HOSTS_TTL_MS) {
      readAt = now;
      hosts = findSiteHosts().catch((error: unknown) => {
        hosts = null; // tried again by the next request
        throw error;
      });
    }
    return hosts.then((map) => map.get(host));
  };
}

/**
 * The page's Cache-Control: revalidated on every visit, or kept for the minutes of the cache
 * setting (config/attr_update's contentFreshMinute): by proxies too, unless the page is the
 * visitor's own (an article's comment form carries the visitor's form token; a signed-in member
 * may see members-only pages), which only the visitor's browser keeps.
 */
function cacheControl(keepMinutes: number, personal: boolean): string {
  if (keepMinutes <= 0) return "no-cache";
  return `${personal ? "private" : "public"}, max-age=${keepMinutes * 60}`;
}

type Caching = { keepMinutes: number; personal: boolean };

function pageHeaders(c: Context<AppEnv>): void {
  c.header("Content-Security-Policy", SITE_PAGE_CSP);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
}

function answer(c: Context<AppEnv>, page: SitePage, caching: Caching, knownEtag?: string): Response {
  if (page.kind === "redirect") return c.redirect(page.location, page.status ?? 301);
  const body = page.kind === "html" ? page.html : page.body;
  const etag = knownEtag ?? pageEtag(body);
  c.header("ETag", etag);
  // Without a cache setting, cheap revalidation on every visit: content changes show at once,
  // unchanged pages cost a 304.
  c.header("Cache-Control", cacheControl(caching.keepMinutes, caching.personal));
  pageHeaders(c);
  const status = page.kind === "html" ? page.status : 200;
  if (status === 200 && c.req.header("if-none-match") === etag) return c.body(null, 304);
  if (page.kind === "resource") {
    c.header("Content-Type", page.contentType);
    return typeof page.body === "string" ? c.body(page.body, 200) : c.body(new Uint8Array(page.body), 200);
  }
  return c.html(page.html, status);
}

/**
 * The generated page of a path, when there is a fresh one for this base (see
 * services/static-pages): one indexed read, and none for paths that are never generated.
 * A failed read falls back to rendering.
 */
async function staticPage(
  c: Context<AppEnv>,
  site: PublicSite,
  base: string,
  rest: string,
  options: { keepMinutes: number; cookieSecure: boolean },
): Promise<Response | null> {
  const path = storedPathOf(rest);
  if (path === null) return null;
  try {
    const page = await findStaticPage(site.id, path, base === "/");
    if (!page) return null;
    const contentId = contentIdOf(path);
    trafficView(c, site);
    const { keepMinutes, cookieSecure } = options;
    if (contentId === null)
      return answer(c, { kind: "html", status: 200, html: page.html }, { keepMinutes, personal: false }, page.etag);
    countView(contentId);
    const html = await withCommentSection(c, page.html, base, path, contentId, cookieSecure, (visitor) =>
      jobApplySection(c, visitor, base, site, contentId, path),
    );
    return answer(c, { kind: "html", status: 200, html }, { keepMinutes, personal: true });
  } catch (error) {
    c.get("meta").log.warn({ err: error, path: c.req.path }, "static page lookup failed; rendering");
    return null;
  }
}

/** A page shown to a visitor, for the traffic statistics (buffered; see services/traffic). */
function trafficView(c: Context<AppEnv>, site: PublicSite): void {
  if (c.req.method !== "GET") return;
  const meta = c.get("meta");
  collectPageView({
    siteId: site.id,
    page: c.req.path,
    host: (c.req.header("host") ?? "").toLowerCase().replace(/:\d+$/, ""),
    ip: meta.ip,
    userAgent: meta.userAgent ?? undefined,
    referer: c.req.header("referer"),
  });
}

async function serve(
  c: Context<AppEnv>,
  site: PublicSite,
  base: string,
  rest: string,
  cookieSecure: boolean,
  uploads: UploadSettings,
): Promise<Response> {
  if (isFormPath(rest) || isAudienceFormPath(rest)) return formAnswer(c, site, base, rest, cookieSecure, uploads);
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    c.header("Allow", "GET, HEAD");
    return c.text("Method Not Allowed", 405);
  }
  try {
    const keepMinutes = await publicPageCacheMinutes();
    const stored = await staticPage(c, site, base, rest, { keepMinutes, cookieSecure });
    if (stored) return stored;
    const url = new URL(c.req.url);
    const viewerGroup = await viewerGroupOf(c);
    const page = await renderSitePage(site, base, rest, url.searchParams, url.origin, viewerGroup);
    // Error pages are never kept.
    const kept = page.kind === "html" && page.status !== 200 ? 0 : keepMinutes;
    const personal = viewerGroup !== null;
    if (page.kind === "html" && page.status === 200) {
      trafficView(c, site);
      const contentId = contentIdOf(rest);
      if (contentId !== null)
        return answer(
          c,
          {
            ...page,
            html: await withCommentSection(c, page.html, base, rest, contentId, cookieSecure, (visitor) =>
              jobApplySection(c, visitor, base, site, contentId, rest),
            ),
          },
          { keepMinutes: kept, personal: true },
        );
    }
    return answer(c, page, { keepMinutes: kept, personal });
  } catch (error) {
    c.get("meta").log.error({ err: error, path: c.req.path }, "public site page failed");
    c.header("Content-Security-Policy", SITE_PAGE_CSP);
    return c.html(
      "<!doctype html><meta charset=utf-8><title>暂时无法访问</title><p>页面暂时无法显示，请稍后再试。</p>",
      500,
    );
  }
}

/** A member page or a form's write: never cached (it holds the visitor's form token). */
async function formAnswer(
  c: Context<AppEnv>,
  site: PublicSite,
  base: string,
  rest: string,
  cookieSecure: boolean,
  uploads: UploadSettings,
): Promise<Response> {
  pageHeaders(c);
  c.header("Cache-Control", "no-store");
  try {
    return isAudienceFormPath(rest)
      ? await audienceForm(c, site, base, rest, cookieSecure, uploads)
      : await publicForm(c, site, base, rest, cookieSecure);
  } catch (error) {
    c.get("meta").log.error({ err: error, path: c.req.path }, "public form failed");
    return c.html(
      "<!doctype html><meta charset=utf-8><title>暂时无法访问</title><p>页面暂时无法显示，请稍后再试。</p>",
      500,
    );
  }
}

/**
 * Serves the public pages of the sites; any other request goes on to the admin app.
 * `cookieSecure`: the member and form cookies are sent over HTTPS only; `uploads`: where the files
 * of the public custom forms go (the one upload service's storage and limits).
 */
export function publicSites(cookieSecure: boolean, uploads: UploadSettings): MiddlewareHandler<AppEnv> {
  const siteOfHost = hostDirectory();
  return async (c, next) => {
    const path = c.req.path;
    const host = (requestHeader(c, "host") ?? "").toLowerCase().replace(/:\d+$/, "");
    if (!SERVER_PATHS.test(path) && host !== "") {
      const siteId = await siteOfHost(host);
      const site = siteId === undefined ? null : await keptOpenSite(siteId);
      if (site) return serve(c, site, "/", path.slice(1), cookieSecure, uploads);
    }
    const byPath = /^\/site\/([a-z0-9][a-z0-9_-]{0,49})(\/.*)?$/.exec(path);
    if (byPath) {
      const site = await keptSiteByAccessPath(byPath[1]!);
      if (site) {
        const base = `/site/${byPath[1]}/`;
        if (byPath[2] === undefined) return c.redirect(base, 301);
        return serve(c, site, base, byPath[2].slice(1), cookieSecure, uploads);
      }
    }
    await next();
  };
}
