import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../lib/app-env.ts";

// The security headers of every answer (those Hono's secureHeaders sets by default, and a CSP).
// Set on Node's response before the handler runs, where each is one property: Hono's middleware
// set them on the Fetch Response afterwards, validating each name and value on every request (a
// twentieth of a list call's CPU). A header the handler sets itself wins (a download's own CSP).

const COMMON: readonly (readonly [string, string])[] = [
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

/** `{ defaultSrc: ["'self'"] }` as `default-src 'self'`. */
export function cspText(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(contentSecurityPolicy?: Record<string, readonly string[]>): MiddlewareHandler<AppEnv> {
  const headers = contentSecurityPolicy
    ? [...COMMON, ["Content-Security-Policy", cspText(contentSecurityPolicy)] as const]
    : COMMON;
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    // Not under Node's server (app.request() in scripts): on the Fetch Response.
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
