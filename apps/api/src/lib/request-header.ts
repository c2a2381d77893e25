import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header (its lower-case name), read from Node's request under Hono's node server: the
 * first `c.req.header()` of a request builds a Fetch Headers object of every header, which costs a
 * small API call as much as its own logic. Elsewhere (another runtime, `app.request()`) Hono's.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
