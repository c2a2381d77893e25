import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";

// Which addresses are the caller's to print as a QR code: pages of the sites they may work on.
// A site is reached on its domain and aliases, and on any host under `/site/<accessPath>/`
// (public-site-middleware). Anything else is refused, so the endpoint is no free QR service for
// arbitrary (say, phishing) addresses under the product's name.

type SiteAddress = { id: number; domain: string | null; domainAliases: string[]; accessPath: string | null };

const foreign = () =>
  new AppError("BAD_REQUEST", { messageKey: "error.qrUrlForeign", fieldErrors: { url: ["error.qrUrlForeign"] } });

/** The access path a `/site/<accessPath>[/…]` path names, or null. */
function accessPathOf(pathname: string): string | null {
  const match = /^\/site\/([^/?#]+)(?:[/?#]|$)/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A malformed escape (%E0) names no site; it must not become a server error.
    return match[1];
  }
}

const hostMatches = (site: SiteAddress, host: string) =>
  [site.domain, ...site.domainAliases].some((domain) => domain !== null && domain.toLowerCase() === host);

/** What a relative path (`/…`) of a site goes after: its domain, else `/site/<accessPath>`, else nothing (the master). */
function relativeBase(site: SiteAddress): string {
  return site.domain ? `http://${site.domain}` : site.accessPath ? `/site/${encodeURIComponent(site.accessPath)}` : "";
}

/**
 * The address to encode for `text` if it belongs to one of the caller's sites, else a clear
 * refusal. An absolute http(s) address is kept as written (normalised); a path starting with "/"
 * is the acting site's (or, as `/site/<accessPath>/…`, that site's) and gets `origin` (the
 * configured public origin) or the site's own domain in front, so a phone can open it.
 */
export async function siteUrlOf(ctx: ServiceContext, text: string, origin: string | null): Promise<string> {
  const sites: SiteAddress[] = await prisma.site.findMany({
    where: { id: { in: ctx.access.sites.map((site) => site.id) } },
    select: { id: true, domain: true, domainAliases: true, accessPath: true },
  });
  const byAccessPath = (path: string | null) => sites.find((site) => path !== null && site.accessPath === path);

  if (text.startsWith("/") && !text.startsWith("//") && !text.includes("\\")) {
    const url = new URL(text, "http://relative.invalid");
    const accessPath = accessPathOf(url.pathname);
    if (byAccessPath(accessPath)) return `${origin ?? ""}${url.pathname}${url.search}${url.hash}`;
    // Another site's pages are not the acting site's, though the path is relative.
    if (accessPath !== null) throw foreign();
    const acting = sites.find((site) => site.id === currentSite(ctx));
    if (!acting) throw foreign();
    const base = relativeBase(acting);
    const own = `${base}${url.pathname}${url.search}${url.hash}`;
    return base.startsWith("http") ? own : `${origin ?? ""}${own}`;
  }

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw foreign();
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) throw foreign();
  const host = url.hostname.toLowerCase();
  const hostWithPort = url.host.toLowerCase();
  if (sites.some((site) => hostMatches(site, host) || hostMatches(site, hostWithPort))) return url.href;
  if (byAccessPath(accessPathOf(url.pathname))) return url.href;
  throw foreign();
}
