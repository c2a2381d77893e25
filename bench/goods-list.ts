// Benchmark: one page of 20 goods out of 1,000,000, filtered by status and class and sorted newest
// first, with its capped count: through tRPC and through the legacy REST API (the built server, in
// its own process), beside a raw `pg` loop answering the same page and count and a hand-written
// Hono + pg route (goods-raw-server.ts), all on one PostgreSQL server (BENCH_DATABASE_URL, or a
// throwaway local cluster). Throughput under autocannon at 10 and 50 connections; the methods are
// interleaved (ROUNDS rounds of DURATION seconds each), so a burst of load on this shared machine
// falls on all of them alike. The server's resident memory is printed idle, under load and after.
//   npm run build -w @suyuan/api && npm run goods-list -w @suyuan/bench
//   (ROWS=1000000 CONNECTIONS=10,50 DURATION=5 ROUNDS=3; exit code 1 when a target is missed)
// BASELINE_SERVER_ENTRY=<another build's apps/api/dist/server.js> also starts that build on the same
// database and interleaves it, so "before and after a change" is measured in one run.
import { loadConfig } from "@suyuan/api/env";
import { ensureFirstStartData } from "@suyuan/api/services/bootstrap/first-start";
import { closeDatabase, openDatabase } from "@suyuan/db/client";
import { freePort, startTempCluster } from "@suyuan/pg-cluster";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createHash, createCipheriv, randomBytes } from "node:crypto";
import pg from "pg";
import { GOODS_COUNT_SQL, GOODS_PAGE_SQL } from "./goods-sql.ts";

type AutocannonResult = {
  requests: { average: number; total: number };
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
const CONNECTIONS = (process.env.CONNECTIONS ?? "10,50").split(",").map(Number);
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** The server's pool size, and so the raw loop's and the hand-written route's. */
const POOL_MAX = 10;
/** Both paths must reach this share of the raw loop's throughput (issue 14). */
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
await admin.query("DROP DATABASE IF EXISTS suyuan_bench WITH (FORCE)");
await admin.query("CREATE DATABASE suyuan_bench");
await admin.end();
const url = new URL(serverUrl);
url.pathname = "/suyuan_bench";
const databaseUrl = url.toString();

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  ADMIN_PASSWORD,
  LEGACY_APP_ID: LEGACY.appId,
  LEGACY_APP_KEY: LEGACY.appKey,
  LEGACY_AES_KEY: LEGACY.aesKey,
  LEGACY_AES_IV: LEGACY.ivKey,
  LOG_LEVEL: "silent",
  DB_POOL_MAX: "10",
});
await openDatabase(config.database);
await ensureFirstStartData(config);

const sql = new pg.Client({ connectionString: databaseUrl });
await sql.connect();
console.log(`Filling ${ROWS.toLocaleString()} goods…`);
const started = performance.now();
await sql.query(
  `INSERT INTO enterprise (name, status, updated_at) SELECT '企业' || i, 'approved', now() FROM generate_series(1, 200) i`,
);
await sql.query(`INSERT INTO goods_class (name, sort) SELECT '分类' || i, i FROM generate_series(1, 40) i`);
await sql.query(`
  INSERT INTO goods (name, class_id, enterprise_id, unit, status, created_at, updated_at)
  SELECT '商品' || i, 1 + (i % 40), 1 + (i % 200), '袋',
         (ARRAY['pending','approved','approved','rejected'])[1 + i % 4],
         now() - make_interval(secs => i), now()
  FROM generate_series(1, ${ROWS}) i`);
await sql.query("ANALYZE");
console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const CLASS_ID = 7;

// The server runs as its own process (the built server, as in production), so the load generator
// here does not share its event loop.
await closeDatabase();
const serverEntry = fileURLToPath(new URL("../apps/api/dist/server.js", import.meta.url));
if (!existsSync(serverEntry)) throw new Error("Build the server first: npm run build --workspace @suyuan/api");
const baselineEntry = process.env.BASELINE_SERVER_ENTRY;
if (baselineEntry && !existsSync(baselineEntry)) throw new Error(`No build at BASELINE_SERVER_ENTRY=${baselineEntry}`);

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

/** Starts a built server on the bench database; resolves with its base URL once it listens. */
async function startServer(entry: string) {
  const port = await freePort();
  // SERVER_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
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
  await waitFor(child, "Suyuan is running");
  return { child, base: `http://127.0.0.1:${port}` };
}
const { child: server, base } = await startServer(serverEntry);
// Started second, so it finds the schema this build migrated; sessions live in the shared database.
const baseline = baselineEntry ? await startServer(baselineEntry) : null;

/** The server's resident set size in MB, sampled every 200 ms while the bench runs. */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
const rss = { idle: rssMb(server.pid), peak: 0 };
const sampler = setInterval(() => {
  rss.peak = Math.max(rss.peak, rssMb(server.pid));
}, 200);

const login = await fetch(`${base}/trpc/auth.login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ json: { username: "admin", password: ADMIN_PASSWORD } }),
});
const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
const trpcPath = `/trpc/goods.find?input=${encodeURIComponent(
  JSON.stringify({
    json: { status: "approved", classId: CLASS_ID, sortBy: "createdAt", sortDir: "desc", page: 1, pageSize: 20 },
  }),
)}`;

// The legacy client: sign (sorted name=value&…&key=appKey, MD5, upper case), AES password; every
// call a new nonce, as the protocol requires.
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
async function legacyCall(path: string, fields: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: legacyBody(fields),
  });
  return (await response.json()) as { code: string; body: unknown };
}
const cipher = createCipheriv("aes-128-cbc", Buffer.from(LEGACY.aesKey), Buffer.from(LEGACY.ivKey));
const aesPassword = Buffer.concat([cipher.update(ADMIN_PASSWORD), cipher.final()]).toString("hex");
const sessionKey = String((await legacyCall("/api/admin/user/login", { username: "admin", aesPassword })).body);
const legacyFields = {
  sessionKey,
  status: "approved",
  classId: String(CLASS_ID),
  sortBy: "createdAt",
  sortDir: "desc",
  pageNo: "1",
  pageSize: "20",
};

// The hand-written route, in its own process, with the same session check.
const rawPort = await freePort();
const handRolled = spawn(
  process.execPath,
  ["--import", "tsx", fileURLToPath(new URL("./goods-raw-server.ts", import.meta.url))],
  {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(rawPort),
      DATABASE_URL: databaseUrl,
      POOL_MAX: String(POOL_MAX),
      SESSION_ID: createHash("sha256")
        .update(cookie.split("=")[1] ?? "")
        .digest("hex"),
      CLASS_ID: String(CLASS_ID),
    },
    stdio: ["ignore", "pipe", "inherit"],
    cwd: fileURLToPath(new URL(".", import.meta.url)),
  },
);
await waitFor(handRolled, "listening");

type Outcome = { requests: number; seconds: number; p50: number[]; p99: number[]; bad: number };

/** The raw loop: `callers` callers each asking page + capped count on a pool, for `seconds`. */
async function rawLoop(callers: number, seconds: number): Promise<Outcome> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await Promise.all([pool.query(GOODS_PAGE_SQL, [CLASS_ID]), pool.query(GOODS_COUNT_SQL, [CLASS_ID])]);
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
const fullTrpcPage = (body: string) => body.startsWith('{"result"') && (body.match(/"id":/g) ?? []).length >= 20;
const fullLegacyPage = (body: string) => body.includes('"code":"200"') && (body.match(/"id":/g) ?? []).length >= 20;
const methods: { label: string; run: (connections: number, seconds: number) => Promise<Outcome> }[] = [
  { label: "raw pg loop (page + count)", run: rawLoop },
  {
    label: "hand-written Hono + pg",
    run: httpLoad({ url: `http://127.0.0.1:${rawPort}/goods`, ok: (body) => body.startsWith('{"items"') }),
  },
  { label: "tRPC goods.find", run: httpLoad({ url: `${base}${trpcPath}`, ok: fullTrpcPage }) },
  {
    label: "legacy /api/admin/goods/list",
    run: httpLoad({ url: `${base}/api/admin/goods/list`, post: true, ok: fullLegacyPage }),
  },
  ...(baseline
    ? [
        {
          label: "tRPC goods.find (baseline)",
          run: httpLoad({ url: `${baseline.base}${trpcPath}`, ok: fullTrpcPage }),
        },
        {
          label: "legacy goods/list (baseline)",
          run: httpLoad({ url: `${baseline.base}/api/admin/goods/list`, post: true, ok: fullLegacyPage }),
        },
      ]
    : []),
];

// Warm up every method (JIT, pools, prepared statements), then interleaved rounds.
for (const method of methods) await method.run(10, 2);
const loadIdle = rssMb(server.pid);
const outcomes = new Map<string, Outcome>();
for (const connections of CONNECTIONS) {
  for (let round = 0; round < ROUNDS; round++) {
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
  }
}
const underLoadPeak = rss.peak;
// "Back near idle afterwards": ten quiet seconds, then a last sample.
await new Promise((resolve) => setTimeout(resolve, 10_000));
clearInterval(sampler);
const after = rssMb(server.pid);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  `\nPage of 20 of ${ROWS.toLocaleString()} goods (status = approved, one class, newest first) with its capped count;` +
    ` ${ROUNDS} interleaved rounds of ${DURATION} s per method; pools of ${POOL_MAX}; load average ${loadAverage().join(" ")}`,
);
console.log("connections  method                          req/s   p50 ms   p99 ms   vs raw   bad answers");
let missed = false;
for (const connections of CONNECTIONS) {
  const rate = (label: string) => {
    const outcome = outcomes.get(`${connections}|${label}`);
    return outcome ? outcome.requests / outcome.seconds : Number.NaN;
  };
  const raw = rate("raw pg loop (page + count)");
  for (const method of methods) {
    const outcome = outcomes.get(`${connections}|${method.label}`);
    if (!outcome) continue;
    const ratio = rate(method.label) / raw;
    const measured = method.label === "tRPC goods.find" || method.label === "legacy /api/admin/goods/list";
    if (measured && ratio < TARGET) missed = true;
    if (outcome.bad > 0) missed = true;
    console.log(
      `${String(connections).padStart(11)}  ${method.label.padEnd(30)}${rate(method.label).toFixed(0).padStart(7)}` +
        `${median(outcome.p50).toFixed(1).padStart(9)}${median(outcome.p99).toFixed(1).padStart(9)}` +
        `${ratio.toFixed(2).padStart(8)}x${String(outcome.bad).padStart(13)}${measured ? (ratio >= TARGET ? "  ok" : `  < ${TARGET}x`) : ""}`,
    );
  }
}
console.log(
  `\nServer RSS: ${rss.idle.toFixed(0)} MB at start, ${loadIdle.toFixed(0)} MB after warm-up, ` +
    `${underLoadPeak.toFixed(0)} MB peak under load, ${after.toFixed(0)} MB ten seconds after (target: peak ≤ 250 MB)`,
);
if (underLoadPeak > 250) missed = true;

const plan = await sql.query(
  `EXPLAIN (ANALYZE, BUFFERS) SELECT id FROM goods WHERE status = 'approved' AND class_id = ${CLASS_ID} ORDER BY created_at DESC, id DESC LIMIT 1001`,
);
console.log(
  `\nCount walk (capped at 1001 ids) plan:\n${plan.rows.map((row: Record<string, string>) => `  ${Object.values(row)[0]}`).join("\n")}`,
);

function loadAverage(): string[] {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3);
}

server.kill("SIGTERM");
baseline?.child.kill("SIGTERM");
handRolled.kill("SIGTERM");
await sql.end();
cluster?.stop();
if (missed) {
  console.log("\nA target was missed (see above).");
  process.exitCode = 1;
}
