// Benchmark: the content page of one channel, 20 of 1,000,000 articles across 100 channels,
// filtered by status (passed) and sorted by top level then release date, with its capped count:
// through tRPC (content.find) and the legacy /api/admin/content/page (the built server, in its
// own process) beside a raw `pg` loop doing the same statements (bench/content-sql.ts), all in
// one run on one PostgreSQL server (BENCH_DATABASE_URL, or a throwaway local cluster). The
// methods are interleaved (ROUNDS rounds of DURATION seconds each) so load bursts on this shared
// machine fall on all of them alike. Structure copied from bench/goods-list.ts.
//   npm run build -w @suyuan/api && npm run content-list -w @suyuan/bench
//   (ROWS=1000000 CHANNELS=100 CONNECTIONS=10,50 DURATION=5 ROUNDS=3; exit code 1 when a target is missed)
import { loadConfig } from "@suyuan/api/env";
import { ensureFirstStartData } from "@suyuan/api/services/bootstrap/first-start";
import { closeDatabase, openDatabase } from "@suyuan/db/client";
import { freePort, startTempCluster } from "@suyuan/pg-cluster";
import { spawn, type ChildProcess } from "node:child_process";
import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { CONTENT_CLEAR_SQL, CONTENT_COUNT_SQL, CONTENT_PAGE_SQL } from "./content-sql.ts";

type AutocannonResult = {
  requests: { total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: {
    method?: string;
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
    onResponse?: (status: number, body: string) => void;
  }[];
}) => Promise<AutocannonResult>;
// autocannon ships no types; its programmatic API is the one call above.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const CHANNELS = Number(process.env.CHANNELS ?? 100);
const CONNECTIONS = (process.env.CONNECTIONS ?? "10,50").split(",").map(Number);
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const POOL_MAX = 10;
/** Both paths must reach this share of the raw loop's throughput (as the goods list bench). */
const TARGET = 0.6;
const ADMIN_PASSWORD = "Bench-admin-pass1!";
const LEGACY = {
  appId: "bench-app",
  appKey: "bench-app-key-0123456789",
  aesKey: "BenchAesKey-0016",
  ivKey: "BenchIvKey--0016",
};

const cluster = process.env.BENCH_DATABASE_URL ? null : await startTempCluster();
const serverUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url ?? "";
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query("DROP DATABASE IF EXISTS suyuan_bench_content WITH (FORCE)");
await admin.query("CREATE DATABASE suyuan_bench_content");
await admin.end();
const url = new URL(serverUrl);
url.pathname = "/suyuan_bench_content";
const databaseUrl = url.toString();

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  ADMIN_PASSWORD,
  LEGACY_APP_ID: LEGACY.appId,
  LEGACY_APP_KEY: LEGACY.appKey,
  LEGACY_AES_KEY: LEGACY.aesKey,
  LEGACY_AES_IV: LEGACY.ivKey,
  LOG_LEVEL: "silent",
  DB_POOL_MAX: String(POOL_MAX),
});
await openDatabase(config.database);
await ensureFirstStartData(config);
await closeDatabase();

const sql = new pg.Client({ connectionString: databaseUrl });
await sql.connect();
const siteId = Number((await sql.query<{ id: number }>("SELECT id FROM site ORDER BY id LIMIT 1")).rows[0]?.id);
console.log(`Filling ${ROWS.toLocaleString()} articles in ${CHANNELS} channels…`);
const started = performance.now();
const channelModel = await sql.query<{ id: number }>(
  `INSERT INTO cms_model (name, kind, path) VALUES ('栏目模型', 'channel', 'bench-channel') RETURNING id`,
);
const contentModel = await sql.query<{ id: number }>(
  `INSERT INTO cms_model (name, kind, path) VALUES ('新闻', 'content', 'bench-news') RETURNING id`,
);
const type = await sql.query<{ id: number }>(
  `INSERT INTO cms_content_type (name) VALUES ('普通') ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id`,
);
await sql.query(
  `INSERT INTO cms_channel (site_id, name, path, model_id) SELECT $1, '栏目' || i, 'c' || i, $2 FROM generate_series(1, $3) i`,
  [siteId, channelModel.rows[0]!.id, CHANNELS],
);
const firstChannel = Number((await sql.query<{ id: number }>("SELECT min(id) AS id FROM cms_channel")).rows[0]?.id);
// Statuses spread like a working portal (in every channel alike): mostly passed, some in review,
// drafts, returned, archived; one item in 500 on top, a third of those with an expired top level.
await sql.query(
  `INSERT INTO cms_content (site_id, channel_id, model_id, type_id, title, status, top_level, top_expired_at, release_date, created_by_id, updated_at)
   SELECT $1, $2 + (i % $3), $4, $5, '文章' || i,
          (ARRAY[2,2,2,2,2,2,1,0,-1,5])[1 + (i / $3) % 10],
          CASE WHEN (i / $3) % 500 = 0 THEN 1 + (i / $3) % 5 ELSE 0 END,
          CASE WHEN (i / $3) % 1500 = 0 THEN now() - interval '1 day' ELSE NULL END,
          now() - make_interval(secs => i), 1, now()
   FROM generate_series(1, $6) i`,
  [siteId, firstChannel, CHANNELS, contentModel.rows[0]!.id, type.rows[0]!.id, ROWS],
);
await sql.query("ANALYZE");
console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const CHANNEL_ID = firstChannel + 7;

const serverEntry = fileURLToPath(new URL("../apps/api/dist/server.js", import.meta.url));
if (!existsSync(serverEntry)) throw new Error("Build the server first: npm run build --workspace @suyuan/api");

function waitFor(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`process exited with ${code} before "${text}"`)));
  });
}

const port = await freePort();
const server = spawn(process.execPath, [serverEntry], {
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    DB_POOL_MAX: String(POOL_MAX),
    ADMIN_PASSWORD,
    LEGACY_APP_ID: LEGACY.appId,
    LEGACY_APP_KEY: LEGACY.appKey,
    LEGACY_AES_KEY: LEGACY.aesKey,
    LEGACY_AES_IV: LEGACY.ivKey,
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(join(tmpdir(), "suyuan-bench-")),
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await waitFor(server, "Suyuan is running");
const base = `http://127.0.0.1:${port}`;

const login = await fetch(`${base}/trpc/auth.login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ json: { username: "admin", password: ADMIN_PASSWORD } }),
});
const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
const trpcPath = `/trpc/content.find?input=${encodeURIComponent(
  JSON.stringify({
    json: { channelId: CHANNEL_ID, withSubChannels: false, status: 2, sort: "top", page: 1, pageSize: 20 },
  }),
)}`;

// The legacy client: sign (sorted name=value&…&key=appKey, MD5, upper case); a new nonce per call.
function sign(fields: Record<string, string>) {
  const text = Object.keys(fields)
    .filter((k) => k !== "sign" && fields[k] !== "")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("&");
  return createHash("md5").update(`${text}&key=${LEGACY.appKey}`).digest("hex").toUpperCase();
}
function legacyBody(fields: Record<string, string>): string {
  const form: Record<string, string> = { ...fields, appId: LEGACY.appId, nonce_str: randomBytes(12).toString("hex") };
  form.sign = sign(form);
  return new URLSearchParams(form).toString();
}
const cipher = createCipheriv("aes-128-cbc", Buffer.from(LEGACY.aesKey), Buffer.from(LEGACY.ivKey));
const aesPassword = Buffer.concat([cipher.update(ADMIN_PASSWORD), cipher.final()]).toString("hex");
const loginAnswer = await fetch(`${base}/api/admin/user/login`, {
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: legacyBody({ username: "admin", aesPassword }),
});
const sessionKey = String(((await loginAnswer.json()) as { body: unknown }).body);
const legacyFields = { sessionKey, channelId: String(CHANNEL_ID), status: "2", pageNo: "1", pageSize: "20" };

type Outcome = { requests: number; seconds: number; p50: number[]; p99: number[]; bad: number };

/** The raw loop: `callers` callers each clearing expired top levels, then page + capped count. */
async function rawLoop(callers: number, seconds: number): Promise<Outcome> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await pool.query(CONTENT_CLEAR_SQL, [CHANNEL_ID]);
        await Promise.all([
          pool.query(CONTENT_PAGE_SQL, [CHANNEL_ID, siteId]),
          pool.query(CONTENT_COUNT_SQL, [CHANNEL_ID, siteId]),
        ]);
        times.push(performance.now() - t0);
      }
    }),
  );
  await pool.end();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { requests: times.length, seconds, p50: [pct(0.5)], p99: [pct(0.99)], bad: 0 };
}

/** autocannon against one HTTP method; `ok` checks an answer's body (a full page of 20). */
function httpLoad(target: { url: string; post?: boolean; ok: (body: string) => boolean }) {
  return async (connections: number, seconds: number): Promise<Outcome> => {
    let bad = 0;
    const result = await autocannon({
      url: target.url,
      connections,
      duration: seconds,
      headers: target.post ? { "content-type": "application/x-www-form-urlencoded" } : { cookie },
      requests: [
        {
          method: target.post ? "POST" : "GET",
          ...(target.post
            ? { setupRequest: (request: AutocannonRequest) => ({ ...request, body: legacyBody(legacyFields) }) }
            : {}),
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
const fullPage = (prefix: string) => (body: string) =>
  body.includes(prefix) && (body.match(/"id":/g) ?? []).length >= 20;
const methods: { label: string; run: (connections: number, seconds: number) => Promise<Outcome> }[] = [
  { label: "raw pg loop (clear + page + count)", run: rawLoop },
  { label: "tRPC content.find", run: httpLoad({ url: `${base}${trpcPath}`, ok: fullPage('{"result"') }) },
  {
    label: "legacy /api/admin/content/page",
    run: httpLoad({ url: `${base}/api/admin/content/page`, post: true, ok: fullPage('"code":"200"') }),
  },
];

for (const method of methods) await method.run(10, 2);
const outcomes = new Map<string, Outcome>();
for (const connections of CONNECTIONS)
  for (let round = 0; round < ROUNDS; round++)
    for (const method of methods) {
      const outcome = await method.run(connections, DURATION);
      const key = `${connections}|${method.label}`;
      const sum = outcomes.get(key);
      outcomes.set(
        key,
        sum
          ? {
              requests: sum.requests + outcome.requests,
              seconds: sum.seconds + outcome.seconds,
              p50: [...sum.p50, ...outcome.p50],
              p99: [...sum.p99, ...outcome.p99],
              bad: sum.bad + outcome.bad,
            }
          : outcome,
      );
    }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
console.log(
  `\nPage of 20 of one channel (${(ROWS / CHANNELS).toLocaleString()} of ${ROWS.toLocaleString()} articles, status passed,` +
    ` top level then release date) with its capped count; ${ROUNDS} interleaved rounds of ${DURATION} s; load average ${loadAverage()}`,
);
console.log("connections  method                              req/s   p50 ms   p99 ms   vs raw   bad answers");
let missed = false;
for (const connections of CONNECTIONS) {
  const rate = (label: string) => {
    const outcome = outcomes.get(`${connections}|${label}`);
    return outcome ? outcome.requests / outcome.seconds : Number.NaN;
  };
  const raw = rate(methods[0]!.label);
  for (const method of methods) {
    const outcome = outcomes.get(`${connections}|${method.label}`);
    if (!outcome) continue;
    const ratio = rate(method.label) / raw;
    const measured = method !== methods[0];
    if ((measured && ratio < TARGET) || outcome.bad > 0) missed = true;
    console.log(
      `${String(connections).padStart(11)}  ${method.label.padEnd(34)}${rate(method.label).toFixed(0).padStart(7)}` +
        `${median(outcome.p50).toFixed(1).padStart(9)}${median(outcome.p99).toFixed(1).padStart(9)}` +
        `${ratio.toFixed(2).padStart(8)}x${String(outcome.bad).padStart(13)}${measured ? (ratio >= TARGET ? "  ok" : `  < ${TARGET}x`) : ""}`,
    );
  }
}
const plan = await sql.query(`EXPLAIN (ANALYZE, BUFFERS) ${CONTENT_PAGE_SQL}`, [CHANNEL_ID, siteId]);
console.log(`\nPage plan:\n${plan.rows.map((row: Record<string, string>) => `  ${Object.values(row)[0]}`).join("\n")}`);

server.kill("SIGTERM");
await sql.end();
cluster?.stop();
if (missed) {
  console.log("\nA target was missed (see above).");
  process.exitCode = 1;
}
