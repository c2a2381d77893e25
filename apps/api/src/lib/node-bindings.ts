import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";

// Node's request and response under Hono's node server (its `HttpBindings`): absent under other
// runtimes and in `app.request()`, where callers fall back to Hono's Fetch objects.

/** Node's request, when the app is served by Node. */
export function nodeRequest(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** Node's response, when the app is served by Node: headers set on it need no Fetch Headers. */
export function nodeResponse(c: Context): ServerResponse | undefined {
  return (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
}

/**
 * A request header (its lower-case name), read from Node's request where there is one: the first
 * `c.req.header()` of a request builds a Fetch Headers object of every header, which costs a small
 * API call as much as its own logic.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = nodeRequest(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
