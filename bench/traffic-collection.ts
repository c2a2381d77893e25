// Benchmark: the public content page (dynamic) with traffic collection on and off, side by side in
// one run on one PostgreSQL server: two API processes of the same build, one with
// TRAFFIC_COLLECTION=false, interleaved rounds. Collection buffers each view in memory and writes
// one INSERT per process every 5 s, so the page with it on should be as fast as with it off
// (target: at least 0.9x, the rounds' noise). After the run, the views the collecting process
// wrote are counted against the requests it answered (all of them: its stop writes the rest).
//   npm run build -w @suyuan/api && npm run traffic-collection -w @suyuan/bench
//   (ROWS=100000 CHANNELS=20 CONNECTIONS=10,50 DURATION=5 ROUNDS=3)
import { closeDatabase } from "@suyuan/db/client";
import pg from "pg";
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
import { httpLoad } from "./lib/load-runners.ts";
import { printRatioTable, reportMissedTargets } from "./lib/ratio-table.ts";
import { builtServerEntry, serverNodeArgs, startApiServer, stopChild } from "./lib/server-processes.ts";

const ROWS = Number(process.env.ROWS ?? 100_000);
const CHANNELS = Number(process.env.CHANNELS ?? 20);
const PLAN = roundsPlanFromEnv();
const POOL_MAX = 10;
// A browser's user agent: crawlers are not counted, so the load must not look like one.
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const { cluster, databaseUrl } = await startBenchDatabase("suyuan_bench_traffic");
await openWithFirstStartData({ DATABASE_URL: databaseUrl, ...BENCH_SERVER_ENV, DB_POOL_MAX: String(POOL_MAX) });
await closeDatabase();

const sql = new pg.Client({ connectionString: databaseUrl });
await sql.connect();
console.log(`Filling ${ROWS.toLocaleString()} articles in ${CHANNELS} channels…`);
const { siteId, contentModelId, typeId, firstChannel } = await fillCmsFrame(sql, CHANNELS);
await sql.query("UPDATE site SET access_path = 'bench' WHERE id = $1", [siteId]);
await sql.query(
  `INSERT INTO cms_content (site_id, channel_id, model_id, type_id, title, txt, status, release_date, created_by_id, updated_at)
   SELECT $1, $2 + (i % $3), $4, $5, '乡村振兴第' || i || '期', '<p>工作持续推进。</p>', 2, now() - make_interval(secs => i), 1, now()
     FROM generate_series(1, $6) i`,
  [siteId, firstChannel, CHANNELS, contentModelId, typeId, ROWS],
);
await sql.query("VACUUM ANALYZE");
const article = (
  await sql.query<{ id: number; path: string }>(
    `SELECT c.id, ch.path FROM cms_content c JOIN cms_channel ch ON ch.id = c.channel_id
      WHERE ch.id = $1 ORDER BY c.release_date DESC LIMIT 1 OFFSET $2`,
    [firstChannel + 3, Math.min(500, Math.floor(ROWS / CHANNELS / 4))],
  )
).rows[0]!;
const path = `/site/bench/${article.path}/${article.id}.html`;

const common = { databaseUrl, poolMax: POOL_MAX, entry: builtServerEntry(), nodeArgs: serverNodeArgs() };
const on = await startApiServer(common);
const off = await startApiServer({ ...common, env: { TRAFFIC_COLLECTION: "false" } });

const isPage = (body: string) => body.includes("</html>") && body.includes("工作持续推进");
const headers = { "user-agent": BROWSER };
let answeredOn = 0;
const counting =
  (run: BenchMethod["run"]): BenchMethod["run"] =>
  async (connections, seconds) => {
    const outcome = await run(connections, seconds);
    answeredOn += outcome.requests;
    return outcome;
  };
const methods: BenchMethod[] = [
  {
    label: "content page, collection off",
    run: httpLoad({ url: `${off.base}${path}`, cookie: "", ok: isPage, headers }),
  },
  {
    label: "content page, collection on",
    run: counting(httpLoad({ url: `${on.base}${path}`, cookie: "", ok: isPage, headers })),
    target: 0.9,
  },
];

await warmUp(methods);
// The warm-up's views are written by the next flush (every 5 s): counted before, not in the run.
await new Promise((resolve) => setTimeout(resolve, 6_000));
answeredOn = 0;
const before = Number((await sql.query<{ n: string }>("SELECT count(*) AS n FROM traffic_hit")).rows[0]?.n);
const outcomes = await interleavedRounds(methods, PLAN);
console.log(
  `\nContent page ${path} of a site with ${ROWS.toLocaleString()} articles; ${PLAN.rounds} interleaved rounds of` +
    ` ${PLAN.duration} s per method; pools of ${POOL_MAX}; load average ${loadAverage()}`,
);
const missed = printRatioTable({ methods, outcomes, connections: PLAN.connections, labelWidth: 30 });

// The collecting process writes what it still holds when it stops.
await Promise.all([stopChild(on.child), stopChild(off.child)]);
const written = Number((await sql.query<{ n: string }>("SELECT count(*) AS n FROM traffic_hit")).rows[0]!.n) - before;
console.log(
  `\nViews written by the collecting process: ${written.toLocaleString()} of ${answeredOn.toLocaleString()} answered.`,
);
await sql.end();
cluster?.stop();
reportMissedTargets(missed || written < answeredOn);
