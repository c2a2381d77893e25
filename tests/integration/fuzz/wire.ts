// Sending fuzz probes: tRPC calls in superjson's wire format (so NaN, Infinity, BigInt and Date
// values arrive as such, as a tRPC client would send them) and raw legacy form posts, each with a
// deadline so a hang is a finding rather than a stuck test.

/** Longer than any answer may take: a probe still unanswered then has hung the server. */
const REQUEST_TIMEOUT_MS = 10_000;

type Meta = Record<string, [string]>;

/** superjson's encoding of a value: JSON plus the types JSON cannot say, by dotted path. */
function superjsonEncode(value: unknown): { json: unknown; meta?: { values: Meta } } {
  const meta: Meta = {};
  const walk = (node: unknown, path: string[]): unknown => {
    const at = path.map((key) => key.replace(/\./g, "\\.")).join(".");
    if (typeof node === "number" && !Number.isFinite(node)) {
      meta[at] = ["number"];
      return String(node);
    }
    if (typeof node === "bigint") {
      meta[at] = ["bigint"];
      return node.toString();
    }
    if (node instanceof Date) {
      meta[at] = ["Date"];
      return Number.isNaN(node.getTime()) ? "Invalid Date" : node.toISOString();
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, String(index)]));
    if (node && typeof node === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) out[key] = walk(item, [...path, key]);
      return out;
    }
    return node;
  };
  const json = walk(value, []);
  return Object.keys(meta).length ? { json, meta: { values: meta } } : { json };
}

export type Answer = {
  status: number;
  /** The parsed JSON body, or null when the body is no JSON. */
  body: unknown;
  ms: number;
  /** The server's id of the request, to find what it logged. */
  requestId: string | null;
};

async function timedFetch(url: string, init: RequestInit): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = null;
  }
  return {
    status: response.status,
    body,
    ms: Math.round(performance.now() - started),
    requestId: response.headers.get("x-request-id"),
  };
}

/** One tRPC call: queries as GET ?input=, mutations as a POST body (as the tRPC client sends them). */
export function callProcedure(
  baseUrl: string,
  cookie: string,
  path: string,
  type: "query" | "mutation",
  input: unknown,
): Promise<Answer> {
  const encoded = input === undefined ? undefined : JSON.stringify(superjsonEncode(input));
  if (type === "query") {
    const query = encoded === undefined ? "" : `?input=${encodeURIComponent(encoded)}`;
    return timedFetch(`${baseUrl}/trpc/${path}${query}`, { headers: { cookie } });
  }
  return timedFetch(`${baseUrl}/trpc/${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: encoded ?? "",
  });
}

/** A legacy form post of an exact body (repeated fields, bad percent-escapes and all). */
export function postLegacy(baseUrl: string, path: string, body: string | FormData): Promise<Answer> {
  return timedFetch(`${baseUrl}${path}`, {
    method: "POST",
    ...(typeof body === "string" ? { headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
    body,
  });
}

/** Runs `work` over `items`, `limit` at a time (the server is one process on two shared cores). */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The error the server logged for a request (its message and cause), to explain a 5xx in a report. */
export function loggedError(logText: string, requestId: string | null): string {
  if (!requestId) return "";
  for (const line of logText.split("\n")) {
    if (!line.includes(requestId) || !line.includes('"level":50')) continue;
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    return ` [logged: ${entry.msg ?? ""}: ${(entry.err?.message ?? "").slice(0, 300)}]`;
  }
  return "";
}

/**
 * What the server logged that a fuzz must never cause: errors (level 50) and database refusals
 * (a warning: a value a contract let through and the database refused, answered 400 but a gap to
 * close in the contract). One line each, with the request path and the cause's message.
 */
export function serverComplaints(logText: string): string[] {
  return logText
    .split("\n")
    .filter((line) => line.includes('"level":50') || line.includes("the database refused the data"))
    .map((line) => {
      const entry = JSON.parse(line) as { msg?: string; path?: string; err?: { message?: string } };
      return `${entry.msg ?? ""} ${entry.path ?? ""}: ${(entry.err?.message ?? "").slice(0, 300)}`;
    });
}
