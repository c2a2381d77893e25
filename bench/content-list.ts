// Benchmark: the content page of one channel, 20 of 1,000,000 articles across 100 channels,
// filtered by status (passed) and sorted by top level then release date, with its capped count:
// through tRPC (content.find) and the legacy /api/admin/content/page (the built server, in its
// own process) beside a raw `pg` loop doing the same statements (bench/content-sql.ts), all in
// one run on one PostgreSQL server (BENCH_DATABASE_URL, or a throwaway local cluster). The
// methods are interleaved (ROUNDS rounds of DURATION seconds each) so load bursts on this shared
// machine fall on all of them alike. Shares its pieces with bench/goods-list.ts (bench/lib/).
//   npm run build -w @suyuan/api && npm run content-list -w @suyuan/bench
//   (ROWS=1000000 CHANNELS=100 CONNECTIONS=10,50 DURATION=5 ROUNDS=3; exit code 1 when a target is missed)
import { closeDatabase } from "@suyuan/db/client";
import pg from "pg";
import { CONTENT_COUNT_SQL, CONTENT_PAGE_SQL } from "./content-sql.ts";
import { legacySessionKey, trpcLoginCookie } from "./lib/api-login.ts";
import { BENCH_SERVER_ENV } from "./lib/bench-server-config.ts";
import { fillCmsFrame } from "./lib/cms-fill.ts";
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
import { builtServerEntry, startApiServer } from "./lib/server-processes.ts";

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const CHANNELS = Number(process.env.CHANNELS ?? 100);
const PLAN = roundsPlanFromEnv();
const POOL_MAX = 10;
/** Both paths must reach this share of the raw loop's throughput (as the goods list bench). */
const TARGET = 0.6;

const { cluster, databaseUrl } = await startBenchDatabase("suyuan_bench_content");
await openWithFirstStartData({ DATABASE_URL: databaseUrl, ...BENCH_SERVER_ENV, DB_POOL_MAX: String(POOL_MAX) });
await closeDatabase();

const sql = new pg.Client({ connectionString: databaseUrl });
await sql.connect();
console.log(`Filling ${ROWS.toLocaleString()} articles in ${CHANNELS} channels…`);
const started = performance.now();
const { siteId, contentModelId, typeId, firstChannel } = await fillCmsFrame(sql, CHANNELS);

// Statuses spread like a working portal (in every channel alike): mostly passed, some in review,
// drafts, returned, archived; one item in 500 on top, a third of those with an expired top level.
// Their search words are written too, as the server writes a title's ("文章", the number): left
// empty, the server's search-index job would fill a million of them during the rounds, taking CPU
// from whichever method ran beside it.
await sql.query(
  `INSERT INTO cms_content (site_id, channel_id, model_id, type_id, title, status, top_level, top_expired_at, release_date, created_by_id, updated_at, search_words)
   SELECT $1, $2 + (i % $3), $4, $5, '文章' || i,
          (ARRAY[2,2,2,2,2,2,1,0,-1,5])[1 + (i / $3) % 10],
          CASE WHEN (i / $3) % 500 = 0 THEN 1 + (i / $3) % 5 ELSE 0 END,
          CASE WHEN (i / $3) % 1500 = 0 THEN now() - interval '1 day' ELSE NULL END,
          now() - make_interval(secs => i), 1, now(),
          setweight(to_tsvector('simple', '文章 ' || i), 'A')
   FROM generate_series(1, $6) i`,
  [siteId, firstChannel, CHANNELS, contentModelId, typeId, ROWS],
);
// VACUUM as well: the autovacuum a million fresh rows call for would otherwise start during the
// rounds (doubling every method's CPU per answer in whichever round it hit), and it sets the
// rows' hint bits so the first reads do not write.
await sql.query("VACUUM ANALYZE");
console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const CHANNEL_ID = firstChannel + 7;

const serverEntry = builtServerEntry();
const { child: server, base } = await startApiServer({ entry: serverEntry, databaseUrl, poolMax: POOL_MAX });

const cookie = await trpcLoginCookie(base);
const trpcPath = `/trpc/content.find?input=${encodeURIComponent(
  JSON.stringify({
    json: { channelId: CHANNEL_ID, withSubChannels: false, status: 2, sort: "top", page: 1, pageSize: 20 },
  }),
)}`;
const sessionKey = await legacySessionKey(base);
const legacyFields = { sessionKey, channelId: String(CHANNEL_ID), status: "2", pageNo: "1", pageSize: "20" };

/** The raw loop: `callers` callers each reading the page and its capped count side by side. */
const rawLoop = (callers: number, seconds: number) =>
  poolLoop({
    databaseUrl,
    poolMax: POOL_MAX,
    callers,
    seconds,
    once: async (pool) => {
      await Promise.all([
        pool.query(CONTENT_PAGE_SQL, [CHANNEL_ID, siteId]),
        pool.query(CONTENT_COUNT_SQL, [CHANNEL_ID, siteId]),
      ]);
    },
  });
const fullPage = (prefix: string) => (body: string) => body.includes(prefix) && hasFullPage(body);
const methods: BenchMethod[] = [
  { label: "raw pg loop (page + count)", run: rawLoop },
  {
    label: "tRPC content.find",
    run: httpLoad({ url: `${base}${trpcPath}`, cookie, ok: fullPage('{"result"') }),
    target: TARGET,
  },
  {
    label: "legacy /api/admin/content/page",
    run: httpLoad({ url: `${base}/api/admin/content/page`, legacyForm: legacyFields, ok: fullPage('"code":"200"') }),
    target: TARGET,
  },
];

await warmUp(methods);
const outcomes = await interleavedRounds(methods, PLAN);

console.log(
  `\nPage of 20 of one channel (${(ROWS / CHANNELS).toLocaleString()} of ${ROWS.toLocaleString()} articles, status passed,` +
    ` top level then release date) with its capped count; ${PLAN.rounds} interleaved rounds of ${PLAN.duration} s; load average ${loadAverage()}`,
);
const missed = printRatioTable({ methods, outcomes, connections: PLAN.connections, labelWidth: 34 });
const plan = await sql.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${CONTENT_PAGE_SQL}`, [
  CHANNEL_ID,
  siteId,
]);
printPlan("Page plan", plan.rows);

server.kill("SIGTERM");
await sql.end();
cluster?.stop();
reportMissedTargets(missed);
