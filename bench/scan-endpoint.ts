// Benchmark: the public trace page GET /t/<code> under load (autocannon on loopback), on the
// embedded database and on PostgreSQL, beside a bare Hono route doing the same database work with
// the driver alone (scan-raw-server.ts). Each run: CODES codes of which 90% are bound to a batch
// with 5 stages (3 values each), under an active recall, with 2 quality checks; every request asks
// for a random code and records a scan. Requests carry random X-Forwarded-For addresses (the
// server trusts the proxy), as many consumers would, so the per-IP rate-limit buckets are spread.
//   npm run build -w @suyuan/api && npm run scan-endpoint -w @suyuan/bench
//   (CODES=100000 DURATION=15 CONNECTIONS=10 KINDS=embedded,postgres BENCH_DATABASE_URL=… PORT_BASE=4431)
import { newTraceCode } from "@suyuan/contracts/trace-code/trace-code";
import { closeDatabase, getDatabase, openDatabase } from "@suyuan/db/client";
import { startTempCluster, type TempCluster } from "@suyuan/pg-cluster";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { autocannon, type AutocannonRequest, type AutocannonResult } from "./lib/autocannon.ts";
import { BENCH_SERVER_ENV } from "./lib/bench-server-config.ts";
import { openWithFirstStartData, recreateDatabase } from "./lib/bench-database.ts";
import {
  apiServerReady,
  builtServerEntry,
  serverNodeArgs,
  spawnApiServer,
  spawnTsxServer,
  stopChild,
  waitFor,
} from "./lib/server-processes.ts";
import { fillScanStory } from "./scan-fixture.ts";

const CODES = Number(process.env.CODES ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 15);
const WARMUP = Number(process.env.WARMUP ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const KINDS = (process.env.KINDS ?? "embedded,postgres").split(",").map((kind) => kind.trim());
const PORT_BASE = Number(process.env.PORT_BASE ?? 4431);
const RATE_LIMIT = "1000000";

// SERVER_ENTRY may point at a copy of the build (others may rebuild apps/api/dist meanwhile).
const serverEntry = builtServerEntry(process.env.SERVER_ENTRY);
const rawEntry = fileURLToPath(new URL("./scan-raw-server.ts", import.meta.url));

console.log(`Generating ${CODES.toLocaleString()} codes…`);
const codes = Array.from({ length: CODES }, () => newTraceCode((size) => randomBytes(size)));
const randomCode = () => codes[Math.floor(Math.random() * codes.length)]!;
const randomIp = () =>
  `10.${Math.floor(Math.random() * 4)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

type Row = { kind: string; target: string; result: AutocannonResult; scans: number };

async function load(url: string): Promise<AutocannonResult> {
  const options = (duration: number) => ({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request: AutocannonRequest) => ({
          ...request,
          path: `/t/${randomCode()}`,
          headers: { ...request.headers, "x-forwarded-for": randomIp(), "user-agent": "Mozilla/5.0 (bench) Mobile" },
        }),
      },
    ],
  });
  await autocannon(options(WARMUP));
  return autocannon(options(DURATION));
}

/** Scans recorded in an embedded database (opened once the servers let go of it). */
async function embeddedScanCount(dataDir: string): Promise<number> {
  await openDatabase({ kind: "pglite", dataDir });
  const count = await getDatabase().withExecutor((sql) =>
    sql.query<{ n: number }>("SELECT count(*)::int AS n FROM scan_record"),
  );
  await closeDatabase();
  return count[0]?.n ?? 0;
}

async function runKind(kind: string, cluster: TempCluster | null): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "suyuan-scan-bench-"));
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url ?? "";
    databaseUrl = await recreateDatabase(serverUrl, "suyuan_scan_bench");
  }
  const env = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...BENCH_SERVER_ENV,
  };
  console.log(`\n[${kind}] filling ${CODES.toLocaleString()} codes and their story…`);
  const started = performance.now();
  await openWithFirstStartData(env);
  await getDatabase().withExecutor((sql) => fillScanStory(sql, codes));
  await closeDatabase();
  console.log(`[${kind}] filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const rows: Row[] = [];
  const sample = codes[0]!;
  // The real server: the built API, as in production, in its own process.
  {
    const port = PORT_BASE;
    const server = spawnApiServer(
      serverEntry,
      port,
      { ...env, TRUST_PROXY: "true", SCAN_RATE_LIMIT_PER_MINUTE: RATE_LIMIT, DB_POOL_MAX: "10" },
      serverNodeArgs(),
    );
    try {
      await apiServerReady(server);
      const check = await fetch(`http://127.0.0.1:${port}/t/${sample}`);
      const html = await check.text();
      if (check.status !== 200 || !html.includes("农药残留超标召回") || !html.includes("检测包装"))
        throw new Error(`the page of ${sample} answered ${check.status}: ${html.slice(0, 300)}`);
      console.log(`[${kind}] API server: page ${Buffer.byteLength(html)} bytes; loading ${DURATION} s…`);
      const before = await countVia(kind, databaseUrl);
      const result = await load(`http://127.0.0.1:${port}`);
      rows.push({
        kind,
        target: "API GET /t/:code (HTML)",
        result,
        scans: (await countVia(kind, databaseUrl)) - before,
      });
    } finally {
      await stopChild(server);
    }
  }
  // The reference: the same SQL through the bare driver.
  {
    const port = PORT_BASE + 1;
    const raw = spawnTsxServer(rawEntry, {
      PORT: String(port),
      RATE_LIMIT,
      RAW_PREPARED: process.env.RAW_PREPARED ?? "",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: dataDir }),
    });
    try {
      await waitFor(raw, "raw scan server ready");
      const check = await fetch(`http://127.0.0.1:${port}/t/${sample}`);
      await check.text();
      console.log(`[${kind}] raw route: loading ${DURATION} s…`);
      const before = await countVia(kind, databaseUrl);
      const result = await load(`http://127.0.0.1:${port}`);
      rows.push({
        kind,
        target: "raw Hono + driver (JSON)",
        result,
        scans: (await countVia(kind, databaseUrl)) - before,
      });
    } finally {
      await stopChild(raw);
    }
  }
  // On the embedded database the count is read after the server let go of the directory.
  if (!databaseUrl) {
    const total = await embeddedScanCount(dataDir);
    const recorded = rows.reduce((sum, row) => sum + row.result.requests.total, 0);
    console.log(
      `[${kind}] scan records after both runs: ${total.toLocaleString()} (${recorded.toLocaleString()} measured requests; warm-ups and checks make the rest)`,
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

/** Scans recorded so far (PostgreSQL only: the embedded directory is held by the server). */
async function countVia(kind: string, databaseUrl: string | undefined): Promise<number> {
  if (kind !== "postgres" || !databaseUrl) return 0;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const result = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM scan_record");
  await client.end();
  return result.rows[0]?.n ?? 0;
}

const needsCluster = KINDS.includes("postgres") && !process.env.BENCH_DATABASE_URL;
const cluster = needsCluster ? await startTempCluster({ port: PORT_BASE + 2 }) : null;
const results: Row[] = [];
try {
  for (const kind of KINDS) results.push(...(await runKind(kind, cluster)));
} finally {
  cluster?.stop();
}

console.log(
  `\nGET /t/<random code of ${CODES.toLocaleString()}>, ${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up), every request records a scan:`,
);
console.log(
  "database   target                          req/s    p50 ms   p99 ms   max ms   non-2xx   errors   scans recorded",
);
for (const { kind, target, result, scans } of results) {
  console.log(
    `${kind.padEnd(11)}${target.padEnd(30)}${result.requests.average.toFixed(0).padStart(7)}${result.latency.p50.toFixed(1).padStart(10)}${result.latency.p99.toFixed(1).padStart(9)}${result.latency.max.toFixed(0).padStart(9)}${String(result.non2xx).padStart(10)}${String(result.errors + result.timeouts).padStart(9)}${(kind === "postgres" ? scans.toLocaleString() : "—").padStart(17)}`,
  );
}
