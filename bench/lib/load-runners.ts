import pg from "pg";
import { autocannon, type AutocannonRequest } from "./autocannon.ts";
import type { Outcome } from "./interleaved-rounds.ts";
import { freshlySignedBodies } from "./legacy-sign.ts";

/** The raw loop: `callers` callers each running `once` on a pool of `poolMax`, for `seconds`. */
export async function poolLoop(options: {
  databaseUrl: string;
  poolMax: number;
  callers: number;
  seconds: number;
  once: (pool: pg.Pool) => Promise<unknown>;
}): Promise<Outcome> {
  const { callers, seconds } = options;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await options.once(pool);
        times.push(performance.now() - t0);
      }
    }),
  );
  await pool.end();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { requests: times.length, seconds, p50: [pct(0.5)], p99: [pct(0.99)], bad: 0 };
}

type HttpTarget = { url: string; ok: (body: string) => boolean; headers?: Record<string, string> } & (
  { cookie: string } | { legacyForm: Record<string, string> }
);

/**
 * autocannon against one HTTP method: a GET with the session cookie, or a POST of `legacyForm`
 * signed afresh (with a new nonce) for every request; `ok` checks an answer's body (a full page of 20).
 */
export function httpLoad(target: HttpTarget) {
  const nextBody = "legacyForm" in target ? freshlySignedBodies(target.legacyForm) : null;
  return async (connections: number, seconds: number): Promise<Outcome> => {
    let bad = 0;
    const result = await autocannon({
      url: target.url,
      connections,
      duration: seconds,
      headers: {
        ...("cookie" in target ? { cookie: target.cookie } : { "content-type": "application/x-www-form-urlencoded" }),
        ...target.headers,
      },
      requests: [
        {
          method: nextBody ? "POST" : "GET",
          ...(nextBody ? { setupRequest: (request: AutocannonRequest) => ({ ...request, body: nextBody() }) } : {}),
          onResponse: (_status, body) => {
            if (!target.ok(body)) bad++;
          },
        },
      ],
    });
    return {
      requests: result.requests.total,
      seconds,
      p50: [result.latency.p50],
      p99: [result.latency.p99],
      bad: bad + result.non2xx + result.errors + result.timeouts,
    };
  };
}

/** Whether an answer carries a full page of 20 rows. */
export const hasFullPage = (body: string) => (body.match(/"id":/g) ?? []).length >= 20;
