import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../lib/app-env.ts";
import { nodeResponse } from "../lib/node-bindings.ts";

// The security headers of every answer. Set on Node's response before the handler runs, where each
// is one property: Hono's secureHeaders middleware set them on the Fetch Response afterwards,
// validating each name and value on every request. A header the handler sets itself wins (a
// download's own CSP).

/** What a document (the web app, a stored file, a public trace page) is sent with. */
const DOCUMENT: readonly (readonly [string, string])[] = [
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

/**
 * What a JSON answer of the APIs (tRPC, the legacy API, health) is sent with: the set OWASP's REST
 * security sheet names for APIs. The others above concern documents a browser renders (opener,
 * agent cluster, DNS prefetch, IE downloads, Flash policies, the XSS auditor) and were a third of
 * a list answer's bytes; a browser that opens a JSON answer renders nothing and runs nothing.
 * `no-store`: answers hold personal data that no cache on the way may keep.
 */
const API: readonly (readonly [string, string])[] = [
  ["Cache-Control", "no-store"],
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
];

/** `{ defaultSrc: ["'self'"] }` as `default-src 'self'`. */
export function cspText(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(" ")}`)
    .join("; ");
}

function setHeaders(headers: readonly (readonly [string, string])[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    // Not under Node's server (app.request() in scripts): on the Fetch Response.
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

/** The headers of a document, with its CSP when given. */
export function documentSecurityHeaders(
  contentSecurityPolicy?: Record<string, readonly string[]>,
): MiddlewareHandler<AppEnv> {
  return setHeaders(
    contentSecurityPolicy ? [...DOCUMENT, ["Content-Security-Policy", cspText(contentSecurityPolicy)]] : DOCUMENT,
  );
}

/** The headers of an API's JSON answer. */
export const apiSecurityHeaders: MiddlewareHandler<AppEnv> = setHeaders(API);
