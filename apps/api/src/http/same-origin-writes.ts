import type { Context, Next } from "hono";
import { AppError } from "../lib/app-error.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { httpErrorAnswer } from "./request-context.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Signed legacy calls carry their session in the form (never the cookie) and the origin's admin
// client is served from another origin; the public trace pages have no session at all.
const EXEMPT_PREFIXES = ["/api/", "/t/"];

/** The host the browser addressed: the proxy's forwarded host when it is trusted. */
function ownHost(c: Context<AppEnv>, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || c.req.header("host");
}

function fromOwnOrigin(c: Context<AppEnv>, trustProxy: boolean): boolean {
  // Fetch metadata, sent by every current browser: the most direct answer.
  const site = c.req.header("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = c.req.header("origin");
  // No browser header at all: a script or server-side client, which a cross-site page cannot be.
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === ownHost(c, trustProxy);
  } catch {
    // "null" (sandboxed frames, some redirects) or garbage.
    return false;
  }
}

/**
 * Cross-site request forgery: a state-changing request (tRPC mutations, uploads, imports, sign-in)
 * is accepted from a browser only when it comes from this app's own origin, so another site
 * cannot make a signed-in user's browser write with their session cookie.
 */
export function sameOriginWrites(trustProxy: boolean) {
  return async (c: Context<AppEnv>, next: Next) => {
    if (SAFE_METHODS.has(c.req.method) || EXEMPT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)))
      return next();
    if (fromOwnOrigin(c, trustProxy)) return next();
    c.get("meta").log.warn(
      { origin: c.req.header("origin"), site: c.req.header("sec-fetch-site"), path: c.req.path },
      "cross-site write refused",
    );
    return httpErrorAnswer(c, new AppError("FORBIDDEN", { messageKey: "error.crossSite" }), "cross-site write");
  };
}
