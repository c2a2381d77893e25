// Benchmark: one page of 20 goods out of 1,000,000, filtered by status and class and sorted newest
// first, through tRPC and through the legacy REST API, beside raw SQL for the same page, all in
// one run on the same PostgreSQL server (BENCH_DATABASE_URL, or a throwaway local cluster).
//   npm run goods-list -w @suyuan/bench            (ROWS=1000000 ITERATIONS=300 by default)
// BASELINE_SERVER_ENTRY=<another build's apps/api/dist/server.js> also starts that build on the same
// database and interleaves its tRPC and legacy calls with this build's, so "before and after a
// change" is measured in one run under the same load.
import { loadConfig } from "@suyuan/api/env";
import { ensureFirstStartData } from "@suyuan/api/services/bootstrap/first-start";
import { closeDatabase, openDatabase } from "@suyuan/db/client";
import { freePort, startTempCluster } from "@suyuan/pg-cluster";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createHash, createCipheriv, randomBytes } from "node:crypto";
import pg from "pg";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const ITERATIONS = Number(process.env.ITERATIONS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
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
const PAGE_SQL = `SELECT g.id, g.name, g.status, g.created_at, c.name AS class_name, e.name AS enterprise_name
     FROM goods g JOIN goods_class c ON c.id = g.class_id JOIN enterprise e ON e.id = g.enterprise_id
     WHERE g.status = 'approved' AND g.class_id = $1
     ORDER BY g.created_at DESC, g.id DESC LIMIT 20`;
const COUNT_SQL = `SELECT count(*) AS n FROM (SELECT 1 FROM goods g WHERE g.status = 'approved' AND g.class_id = $1
     ORDER BY g.created_at DESC, g.id DESC LIMIT 1001) capped`;
const rawPageOn = (client: pg.Pool) => client.query(PAGE_SQL, [CLASS_ID]);
const rawCountOn = (client: pg.Pool) => client.query<{ n: string }>(COUNT_SQL, [CLASS_ID]);
const rawPage = () => sql.query(PAGE_SQL, [CLASS_ID]);

// The server runs as its own process (the built server, as in production), so the load generator
// here does not share its event loop.
await closeDatabase();
const serverEntry = fileURLToPath(new URL("../apps/api/dist/server.js", import.meta.url));
if (!existsSync(serverEntry)) throw new Error("Build the server first: npm run build --workspace @suyuan/api");
const baselineEntry = process.env.BASELINE_SERVER_ENTRY;
if (baselineEntry && !existsSync(baselineEntry)) throw new Error(`No build at BASELINE_SERVER_ENTRY=${baselineEntry}`);

/** Starts a built server on the bench database; resolves with its base URL once it listens. */
async function startServer(entry: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
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
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Suyuan is running")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`server ${entry} exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}
const { child: server, base } = await startServer(serverEntry);
// Started second, so it finds the schema this build migrated; sessions live in the shared database.
const baseline = baselineEntry ? await startServer(baselineEntry) : null;

const login = await fetch(`${base}/trpc/auth.login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ json: { username: "admin", password: ADMIN_PASSWORD } }),
});
const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
const trpcInput = encodeURIComponent(
  JSON.stringify({
    json: { status: "approved", classId: CLASS_ID, sortBy: "createdAt", sortDir: "desc", page: 1, pageSize: 20 },
  }),
);
const trpcPageOn = (origin: string) => async () => {
  const response = await fetch(`${origin}/trpc/goods.find?input=${trpcInput}`, { headers: { cookie } });
  const body = (await response.json()) as { result?: { data: { json: { items: unknown[] } } } };
  if (body.result?.data.json.items.length !== 20)
    throw new Error(`tRPC answered ${JSON.stringify(body).slice(0, 300)}`);
};

// The legacy client: sign (sorted name=value&…&key=appKey, MD5, upper case), AES password.
function sign(fields: Record<string, string>) {
  const text = Object.keys(fields)
    .filter((k) => k !== "sign" && fields[k] !== "")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("&");
  return createHash("md5").update(`${text}&key=${LEGACY.appKey}`).digest("hex").toUpperCase();
}
async function legacyCall(path: string, fields: Record<string, string>, origin = base) {
  const form: Record<string, string> = { ...fields, appId: LEGACY.appId, nonce_str: randomBytes(12).toString("hex") };
  form.sign = sign(form);
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  return (await response.json()) as { code: string; body: unknown };
}
const cipher = createCipheriv("aes-128-cbc", Buffer.from(LEGACY.aesKey), Buffer.from(LEGACY.ivKey));
const aesPassword = Buffer.concat([cipher.update(ADMIN_PASSWORD), cipher.final()]).toString("hex");
const sessionKey = String((await legacyCall("/api/admin/user/login", { username: "admin", aesPassword })).body);
const restPageOn = (origin: string) => async () => {
  const answer = await legacyCall(
    "/api/admin/goods/list",
    {
      sessionKey,
      status: "approved",
      classId: String(CLASS_ID),
      sortBy: "createdAt",
      sortDir: "desc",
      pageNo: "1",
      pageSize: "20",
    },
    origin,
  );
  if (answer.code !== "200" || (answer.body as unknown[]).length !== 20)
    throw new Error(`REST answered ${JSON.stringify(answer).slice(0, 300)}`);
};

// A hand-written endpoint with no framework or ORM: the same session check (one query) and the
// same answer (the page and its capped count, concurrently on a pool) over HTTP. It is the floor
// for "an HTTP list endpoint" on this machine, so the gap between it and tRPC is what the
// framework, the ORM and the permission model cost.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const sessionId = createHash("sha256")
  .update(cookie.split("=")[1] ?? "")
  .digest("hex");
const handRolled = new Hono().get("/goods", async (c) => {
  const session = await pool.query("SELECT user_id FROM session WHERE id = $1 AND revoked_at IS NULL", [sessionId]);
  if (session.rowCount !== 1) return c.json({ error: "unauthenticated" }, 401);
  const [page, count] = await Promise.all([rawPageOn(pool), rawCountOn(pool)]);
  return c.json({ items: page.rows, total: Math.min(Number(count.rows[0]?.n ?? 0), 1000) });
});
const handRolledServer = serve({ fetch: handRolled.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => handRolledServer.once("listening", resolve));
const handRolledUrl = `http://127.0.0.1:${(handRolledServer.address() as AddressInfo).port}/goods`;
const handRolledPage = async () => {
  const body = (await (await fetch(handRolledUrl)).json()) as { items: unknown[] };
  if (body.items.length !== 20) throw new Error("hand-rolled endpoint answered a short page");
};

// Reference points that split the HTTP path's cost: the bare HTTP round trip, and a signed-in
// tRPC call that does the session and permission work but reads no goods.
const healthz = () => fetch(`${base}/healthz`).then((response) => response.text());
const getMe = () => fetch(`${base}/trpc/auth.getMe`, { headers: { cookie } }).then((response) => response.text());
const methods: { label: string; run: () => Promise<unknown>; callers: number }[] = [
  { label: "raw SQL, page only (pg)", run: rawPage, callers: 1 },
  {
    label: "raw SQL, page + capped count",
    run: () => Promise.all([rawPageOn(pool), rawCountOn(pool)]),
    callers: 1,
  },
  { label: "hand-rolled Hono + pg route", run: handRolledPage, callers: CONCURRENCY },
  { label: "tRPC goods.find", run: trpcPageOn(base), callers: CONCURRENCY },
  { label: "legacy /api/admin/goods/list", run: restPageOn(base), callers: CONCURRENCY },
  ...(baseline
    ? [
        { label: "tRPC goods.find (baseline)", run: trpcPageOn(baseline.base), callers: CONCURRENCY },
        { label: "legacy goods/list (baseline)", run: restPageOn(baseline.base), callers: CONCURRENCY },
      ]
    : []),
  { label: "(ref) GET /healthz", run: healthz, callers: CONCURRENCY },
  { label: "(ref) tRPC auth.getMe", run: getMe, callers: CONCURRENCY },
];

// Interleaved rounds: every method runs once (with its callers) per round, so a burst of load on
// this shared machine falls on all of them alike and the ratios stay meaningful.
for (let i = 0; i < 20; i++) for (const method of methods) await method.run(); // warm up
const times = methods.map(() => [] as number[]);
const busy = methods.map(() => 0);
for (let round = 0; round < ITERATIONS; round++) {
  for (const [index, method] of methods.entries()) {
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: method.callers }, async () => {
        const t1 = performance.now();
        await method.run();
        times[index]?.push(performance.now() - t1);
      }),
    );
    busy[index] = (busy[index] ?? 0) + (performance.now() - t0);
  }
}
const results = methods.map((method, index) => {
  const sorted = (times[index] ?? []).sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    label: method.label,
    workers: method.callers,
    p50: pct(50),
    p99: pct(99),
    perSecond: sorted.length / ((busy[index] ?? 1) / 1000),
  };
});
const rawP50 = results[0]?.p50 ?? 1;
console.log(
  `\nPage of 20 of ${ROWS.toLocaleString()} goods (status = approved, one class, newest first), ${ITERATIONS} calls each:`,
);
console.log("method                          callers   p50 ms   p99 ms   calls/s   p50 vs raw");
for (const r of results) {
  console.log(
    `${r.label.padEnd(32)}${String(r.workers).padStart(7)}${r.p50.toFixed(2).padStart(9)}${r.p99.toFixed(2).padStart(9)}${r.perSecond.toFixed(0).padStart(10)}${(r.p50 / rawP50).toFixed(1).padStart(12)}x`,
  );
}
if (baseline) {
  const p50 = (label: string) => results.find((r) => r.label === label)?.p50 ?? Number.NaN;
  console.log(
    `\nThis build vs baseline (p50): tRPC ${(p50("tRPC goods.find") / p50("tRPC goods.find (baseline)")).toFixed(2)}x, ` +
      `legacy ${(p50("legacy /api/admin/goods/list") / p50("legacy goods/list (baseline)")).toFixed(2)}x (below 1 is faster)`,
  );
}
const plan = await sql.query(
  `EXPLAIN (ANALYZE, BUFFERS) SELECT id FROM goods WHERE status = 'approved' AND class_id = ${CLASS_ID} ORDER BY created_at DESC, id DESC LIMIT 1001`,
);
console.log(
  `\nCount walk (capped at 1001 ids) plan:\n${plan.rows.map((row: Record<string, string>) => `  ${Object.values(row)[0]}`).join("\n")}`,
);

server.kill("SIGTERM");
baseline?.child.kill("SIGTERM");
handRolledServer.close();
await pool.end();
await sql.end();
cluster?.stop();
