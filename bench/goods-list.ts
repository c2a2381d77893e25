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
import { closeDatabase } from "@suyuan/db/client";
import { freePort } from "@suyuan/pg-cluster";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { GOODS_COUNT_SQL, GOODS_PAGE_SQL } from "./goods-sql.ts";
import { legacySessionKey, trpcLoginCookie } from "./lib/api-login.ts";
import { BENCH_SERVER_ENV } from "./lib/bench-server-config.ts";
import { openWithFirstStartData, startBenchDatabase } from "./lib/bench-database.ts";
import {
  interleavedRounds,
  loadAverage,
  roundsPlanFromEnv,
  warmUp,
  type BenchMethod,
} from "./lib/interleaved-rounds.ts";
import { hasFullPage, httpLoad, poolLoop } from "./lib/load-runners.ts";
import { printPlan, printRatioTable, reportMissedTargets } from "./lib/ratio-table.ts";
import { builtServerEntry, serverNodeArgs, spawnTsxServer, startApiServer, waitFor } from "./lib/server-processes.ts";
import pg from "pg";

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const PLAN = roundsPlanFromEnv();
/** The server's pool size, and so the raw loop's and the hand-written route's. */
const POOL_MAX = 10;
/** Both paths must reach this share of the raw loop's throughput. */
const TARGET = 0.7;

const { cluster, databaseUrl } = await startBenchDatabase("suyuan_bench");
await openWithFirstStartData({ DATABASE_URL: databaseUrl, ...BENCH_SERVER_ENV, DB_POOL_MAX: "10" });

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
// VACUUM as well: the autovacuum a million fresh rows call for would otherwise start during the
// rounds (doubling every method's CPU per answer in whichever round it hit), and it sets the
// rows' hint bits so the first reads do not write.
await sql.query("VACUUM ANALYZE");
console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const CLASS_ID = 7;

// The server runs as its own process (the built server, as in production), so the load generator
// here does not share its event loop.
await closeDatabase();
const serverEntry = builtServerEntry();
const baselineEntry = process.env.BASELINE_SERVER_ENTRY;
if (baselineEntry && !existsSync(baselineEntry)) throw new Error(`No build at BASELINE_SERVER_ENTRY=${baselineEntry}`);

const startServer = (entry: string) =>
  startApiServer({ entry, databaseUrl, poolMax: POOL_MAX, nodeArgs: serverNodeArgs() });
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

const cookie = await trpcLoginCookie(base);
const trpcPath = `/trpc/goods.find?input=${encodeURIComponent(
  JSON.stringify({
    json: { status: "approved", classId: CLASS_ID, sortBy: "createdAt", sortDir: "desc", page: 1, pageSize: 20 },
  }),
)}`;
const sessionKey = await legacySessionKey(base);
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
const handRolled = spawnTsxServer(fileURLToPath(new URL("./goods-raw-server.ts", import.meta.url)), {
  PORT: String(rawPort),
  DATABASE_URL: databaseUrl,
  POOL_MAX: String(POOL_MAX),
  SESSION_ID: createHash("sha256")
    .update(cookie.split("=")[1] ?? "")
    .digest("hex"),
  CLASS_ID: String(CLASS_ID),
});
await waitFor(handRolled, "listening");

/** The raw loop: `callers` callers each asking page + capped count on a pool, for `seconds`. */
const rawLoop = (callers: number, seconds: number) =>
  poolLoop({
    databaseUrl,
    poolMax: POOL_MAX,
    callers,
    seconds,
    once: (pool) => Promise.all([pool.query(GOODS_PAGE_SQL, [CLASS_ID]), pool.query(GOODS_COUNT_SQL, [CLASS_ID])]),
  });

const fullTrpcPage = (body: string) => body.startsWith('{"result"') && hasFullPage(body);
const fullLegacyPage = (body: string) => body.includes('"code":"200"') && hasFullPage(body);
const methods: BenchMethod[] = [
  { label: "raw pg loop (page + count)", run: rawLoop },
  {
    label: "hand-written Hono + pg",
    run: httpLoad({ url: `http://127.0.0.1:${rawPort}/goods`, cookie, ok: (body) => body.startsWith('{"items"') }),
  },
  { label: "tRPC goods.find", run: httpLoad({ url: `${base}${trpcPath}`, cookie, ok: fullTrpcPage }), target: TARGET },
  {
    label: "legacy /api/admin/goods/list",
    run: httpLoad({ url: `${base}/api/admin/goods/list`, legacyForm: legacyFields, ok: fullLegacyPage }),
    target: TARGET,
  },
  ...(baseline
    ? [
        {
          label: "tRPC goods.find (baseline)",
          run: httpLoad({ url: `${baseline.base}${trpcPath}`, cookie, ok: fullTrpcPage }),
        },
        {
          label: "legacy goods/list (baseline)",
          run: httpLoad({ url: `${baseline.base}/api/admin/goods/list`, legacyForm: legacyFields, ok: fullLegacyPage }),
        },
      ]
    : []),
];

await warmUp(methods);
const loadIdle = rssMb(server.pid);
const outcomes = await interleavedRounds(methods, PLAN);
const underLoadPeak = rss.peak;
// "Back near idle afterwards": ten quiet seconds, then a last sample.
await new Promise((resolve) => setTimeout(resolve, 10_000));
clearInterval(sampler);
const after = rssMb(server.pid);

console.log(
  `\nPage of 20 of ${ROWS.toLocaleString()} goods (status = approved, one class, newest first) with its capped count;` +
    ` ${PLAN.rounds} interleaved rounds of ${PLAN.duration} s per method; pools of ${POOL_MAX}; load average ${loadAverage()}`,
);
let missed = printRatioTable({ methods, outcomes, connections: PLAN.connections, labelWidth: 30 });
console.log(
  `\nServer RSS: ${rss.idle.toFixed(0)} MB at start, ${loadIdle.toFixed(0)} MB after warm-up, ` +
    `${underLoadPeak.toFixed(0)} MB peak under load, ${after.toFixed(0)} MB ten seconds after (target: peak ≤ 250 MB)`,
);
if (underLoadPeak > 250) missed = true;

const plan = await sql.query<Record<string, string>>(
  `EXPLAIN (ANALYZE, BUFFERS) SELECT id FROM goods WHERE status = 'approved' AND class_id = ${CLASS_ID} ORDER BY created_at DESC, id DESC LIMIT 1001`,
);
printPlan("Count walk (capped at 1001 ids) plan", plan.rows);

server.kill("SIGTERM");
baseline?.child.kill("SIGTERM");
handRolled.kill("SIGTERM");
await sql.end();
cluster?.stop();
reportMissedTargets(missed);
