// Benchmark: the public pages of a site with 1,000,000 articles in 100 channels. A content page
// (dynamic: template engine, channel tree, neighbours, ETag, view counting) and the search page
// for a common word (the GIN-indexed words, newest 20 and a capped count), each through the built
// server beside a bare Hono route doing the same statements with a string template
// (public-raw-server.ts), interleaved in one run on one PostgreSQL server. A second article of the
// same shape (the next channel, as deep inside it) is generated as a static page by the server's own
// job (static.content for its channel, since its day) and measured beside them: the stored page
// served in the renderer's place. Targets, as ratios of the raw route in the same run: the search
// page and the dynamic content page at least 0.5x, the stored page at least 1.5x; exit code 1 when
// one is missed.
//   npm run build -w @suyuan/api && npm run public-pages -w @suyuan/bench
//   (ROWS=1000000 CHANNELS=100 CONNECTIONS=10,50 DURATION=5 ROUNDS=3; with BENCH_DATABASE_URL and
//   REUSE_FILL=1 a database an earlier run filled with the same ROWS and CHANNELS is kept)
import { closeDatabase } from "@suyuan/db/client";
import { freePort } from "@suyuan/pg-cluster";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { trpcLoginCookie } from "./lib/api-login.ts";
import { BENCH_SERVER_ENV } from "./lib/bench-server-config.ts";
import { fillCmsFrame } from "./lib/cms-fill.ts";
import { openWithFirstStartData, startReusableBenchDatabase } from "./lib/bench-database.ts";
import {
  interleavedRounds,
  loadAverage,
  roundsPlanFromEnv,
  warmUp,
  type BenchMethod,
} from "./lib/interleaved-rounds.ts";
import { httpLoad } from "./lib/load-runners.ts";
import { printPlan, printRatioTable, reportMissedTargets } from "./lib/ratio-table.ts";
import {
  builtServerEntry,
  serverNodeArgs,
  spawnTsxServer,
  startApiServer,
  stopChild,
  waitFor,
} from "./lib/server-processes.ts";

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const CHANNELS = Number(process.env.CHANNELS ?? 100);
const PLAN = roundsPlanFromEnv();
const POOL_MAX = 10;
/** Twenty words; an article's title and text are made of them, so their search words are known. */
const WORDS = [
  "乡村",
  "振兴",
  "白茶",
  "开采",
  "电商",
  "直播",
  "培训",
  "美丽",
  "庭院",
  "农技",
  "下乡",
  "防火",
  "通知",
  "产业",
  "发展",
  "合作社",
  "丰收",
  "道路",
  "改造",
  "文化",
];

const { cluster, databaseUrl, filled, markFilled } = await startReusableBenchDatabase(
  "suyuan_bench_public",
  `public-pages ROWS=${ROWS} CHANNELS=${CHANNELS}`,
);
await openWithFirstStartData({ DATABASE_URL: databaseUrl, ...BENCH_SERVER_ENV, DB_POOL_MAX: String(POOL_MAX) });
await closeDatabase();

const sql = new pg.Client({ connectionString: databaseUrl });
await sql.connect();
const { siteId, firstChannel } = filled ? await keptFrame(sql) : await fill(sql);
if (filled) console.log(`Kept the ${ROWS.toLocaleString()} articles in ${CHANNELS} channels of an earlier run.`);
else await markFilled();

const article = (
  await sql.query<{ id: number; path: string }>(
    `SELECT c.id, ch.path FROM cms_content c JOIN cms_channel ch ON ch.id = c.channel_id
      WHERE c.status = 2 AND ch.id = $1 ORDER BY c.release_date DESC LIMIT 1 OFFSET $2`,
    // Well inside the channel (not its newest), also for a small ROWS.
    [firstChannel + 7, Math.min(500, Math.floor(ROWS / CHANNELS / 4))],
  )
).rows[0]!;
const contentPath = `/site/bench/${article.path}/${article.id}.html`;
// The static one: as deep inside the next channel.
const staticArticle = (
  await sql.query<{ id: number; path: string; channelId: number; day: string }>(
    `SELECT c.id, ch.path, ch.id AS "channelId",
            to_char(c.release_date AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day
       FROM cms_content c JOIN cms_channel ch ON ch.id = c.channel_id
      WHERE c.status = 2 AND ch.id = $1 ORDER BY c.release_date DESC LIMIT 1 OFFSET $2`,
    [firstChannel + 8, Math.min(500, Math.floor(ROWS / CHANNELS / 4))],
  )
).rows[0]!;
const staticPath = `/site/bench/${staticArticle.path}/${staticArticle.id}.html`;
const COMMON_WORD = "乡村";
const share = await sql.query<{ n: string }>(
  `SELECT count(*) AS n FROM cms_content WHERE search_words @@ to_tsquery('simple', $1)`,
  [COMMON_WORD],
);

const { child: server, base } = await startApiServer({
  entry: builtServerEntry(),
  databaseUrl,
  poolMax: POOL_MAX,
  nodeArgs: serverNodeArgs(),
});
const rawPort = await freePort();
const raw = spawnTsxServer(fileURLToPath(new URL("./public-raw-server.ts", import.meta.url)), {
  PORT: String(rawPort),
  DATABASE_URL: databaseUrl,
  POOL_MAX: String(POOL_MAX),
});
await waitFor(raw, "listening");
const rawBase = `http://127.0.0.1:${rawPort}`;

const generated = await generateStaticPages(base, staticArticle.channelId, staticArticle.day);
const stored = await sql.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM cms_static_page p JOIN site s ON s.id = p.site_id
    WHERE p.site_id = $1 AND p.path = $2 AND p.template_version = s.template_version`,
  [siteId, staticPath.slice("/site/bench/".length)],
);
if (stored.rows[0]?.n !== 1) throw new Error(`the static page ${staticPath} was not generated`);

const isPage = (body: string) => body.includes("</html>") && body.includes("工作持续推进");
const hasHits = (body: string) => (body.match(/\.html"/g) ?? []).length >= 20;
const contentMethods: BenchMethod[] = [
  {
    label: "raw SQL + string template page",
    run: httpLoad({ url: `${rawBase}${contentPath}`, cookie: "", ok: isPage }),
  },
  {
    label: "content page (dynamic)",
    run: httpLoad({ url: `${base}${contentPath}`, cookie: "", ok: isPage }),
    target: 0.5,
  },
  {
    label: "content page (static)",
    run: httpLoad({ url: `${base}${staticPath}`, cookie: "", ok: isPage }),
    target: 1.5,
  },
];
const query = encodeURIComponent(COMMON_WORD);
const searchMethods: BenchMethod[] = [
  {
    label: "raw SQL + string template search",
    run: httpLoad({ url: `${rawBase}/search?site=${siteId}&q=${query}`, cookie: "", ok: hasHits }),
  },
  {
    label: "search page",
    run: httpLoad({ url: `${base}/site/bench/search.html?q=${query}`, cookie: "", ok: hasHits }),
    target: 0.5,
  },
];
const methods = [...contentMethods, ...searchMethods];

await warmUp(methods);
const outcomes = await interleavedRounds(methods, PLAN);
console.log(
  `\nPublic pages of a site with ${ROWS.toLocaleString()} articles in ${CHANNELS} channels; ${PLAN.rounds} interleaved rounds` +
    ` of ${PLAN.duration} s per method; pools of ${POOL_MAX}; load average ${loadAverage()}`,
);
console.log(
  `\nContent page ${contentPath} (dynamic, raw) and ${staticPath} (static; its job generated` +
    ` ${generated.done.toLocaleString()} pages in ${(generated.ms / 1000).toFixed(1)} s):`,
);
let missed = printRatioTable({ methods: contentMethods, outcomes, connections: PLAN.connections, labelWidth: 34 });
console.log(
  `\nSearch for "${COMMON_WORD}" (in ${Number(share.rows[0]?.n).toLocaleString()} articles), newest 20 and a count capped at 1,000:`,
);
missed = printRatioTable({ methods: searchMethods, outcomes, connections: PLAN.connections, labelWidth: 34 }) || missed;

const plan = await sql.query<Record<string, string>>(
  `EXPLAIN (ANALYZE, BUFFERS) SELECT c.id FROM cms_content c WHERE c.site_id = ${siteId} AND c.status = 2
     AND c.search_words @@ to_tsquery('simple', '${COMMON_WORD}') ORDER BY c.release_date DESC, c.id DESC LIMIT 20`,
);
printPlan("Search page plan", plan.rows);

// The servers finish shutting down before the database goes (or their last queries fail loudly).
await Promise.all([stopChild(server), stopChild(raw)]);
await sql.end();
cluster?.stop();
reportMissedTargets(missed);

/** Fills the site: CHANNELS channels and ROWS articles of WORDS. */
async function fill(client: pg.Client) {
  console.log(`Filling ${ROWS.toLocaleString()} articles in ${CHANNELS} channels…`);
  const started = performance.now();
  const { siteId, contentModelId, typeId, firstChannel } = await fillCmsFrame(client, CHANNELS);
  await client.query("UPDATE site SET access_path = 'bench' WHERE id = $1", [siteId]);

  // Each article: three words as its title, a paragraph of five as its text; nine in ten passed.
  // Its search words are written as the server writes them (the words, space-separated, "simple").
  await client.query(
    `WITH a AS (
       SELECT i, w[1 + i % 20] AS t1, w[1 + (i / 20) % 20] AS t2, w[1 + (i / 400) % 20] AS t3,
              w[1 + (i / 7) % 20] AS b1, w[1 + (i / 11) % 20] AS b2
         FROM generate_series(1, $6) i, (SELECT $7::text[] AS w) words
     )
     INSERT INTO cms_content (site_id, channel_id, model_id, type_id, title, txt, status, release_date, created_by_id, updated_at, search_words)
     SELECT $1, $2 + (i % $3), $4, $5, t1 || t2 || t3 || '（第' || i || '期）',
            '<p>' || b1 || b2 || t1 || t2 || '工作持续推进。</p>',
            CASE WHEN i % 10 = 0 THEN 0 ELSE 2 END,
            now() - make_interval(secs => i), 1, now(),
            setweight(to_tsvector('simple', t1 || ' ' || t2 || ' ' || t3 || ' 第 ' || i || ' 期'), 'A')
              || to_tsvector('simple', b1 || ' ' || b2 || ' ' || t1 || ' ' || t2 || ' 工作 持续 推进')
       FROM a`,
    [siteId, firstChannel, CHANNELS, contentModelId, typeId, ROWS, WORDS],
  );
  // Vacuumed too: the autovacuum of a million fresh rows would otherwise start during the run.
  await client.query("VACUUM ANALYZE");
  console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { siteId, firstChannel };
}

/** The site and first channel of a kept fill (as fillCmsFrame made them). */
async function keptFrame(client: pg.Client) {
  const { rows } = await client.query<{ siteId: number; firstChannel: number }>(
    `SELECT (SELECT id FROM site ORDER BY id LIMIT 1) AS "siteId", (SELECT min(id) FROM cms_channel) AS "firstChannel"`,
  );
  return rows[0]!;
}

/**
 * Generates the static pages of a channel's content since a day through the server's own job
 * (tRPC static.content) and waits for it; returns how many pages it did and how long it took.
 */
async function generateStaticPages(apiBase: string, channelId: number, day: string) {
  const cookie = await trpcLoginCookie(apiBase);
  const started = performance.now();
  const queued = await fetch(`${apiBase}/trpc/static.content`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ json: { channelId, startDate: day } }),
  });
  if (queued.status !== 200) throw new Error(`static.content: ${queued.status} ${await queued.text()}`);
  const { jobId } = ((await queued.json()) as { result: { data: { json: { jobId: number } } } }).result.data.json;
  const input = encodeURIComponent(JSON.stringify({ json: { limit: 10 } }));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await fetch(`${apiBase}/trpc/static.progress?input=${input}`, { headers: { cookie } });
    const { jobs } = ((await answer.json()) as { result: { data: { json: { jobs: StaticJob[] } } } }).result.data.json;
    const job = jobs.find((row) => row.id === jobId);
    if (job?.status === "failed") throw new Error(`static.content failed: ${JSON.stringify(job.errors)}`);
    if (job?.status === "done") return { done: job.done, ms: performance.now() - started };
  }
}

type StaticJob = { id: number; status: string; done: number; errors: unknown[] };
