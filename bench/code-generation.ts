// Benchmark: generating and persisting 1,000,000 trace codes with the real generation service
// (chunked, leased, resumable), beside a plain COPY of 1,000,000 rows of the same shape into the
// same table, then downloading those codes as CSV with memory sampled during the stream. On the
// embedded database (PGlite, in a temporary data directory) and on PostgreSQL (BENCH_DATABASE_URL,
// or a throwaway local cluster).
//   npm run code-generation -w @suyuan/bench        (CODES=1000000; ONLY=pglite|postgres)
//
// Each step runs in a child process of its own, so its peak RSS is its own.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { loadConfig } from "@suyuan/api/env";
import { runCodeGeneration } from "@suyuan/api/services/code-application/generation";
import { getCodeApplication } from "@suyuan/api/services/code-application/applications";
import { bindTraceCodes } from "@suyuan/api/services/code-application/binding";
import { downloadTraceCodes } from "@suyuan/api/services/code-application/download";
import type { ServiceContext } from "@suyuan/api/services/service-context";
import { encodeTraceCode, TRACE_CODE_RANDOM_BYTES } from "@suyuan/contracts/trace-code/trace-code";
import { closeDatabase, openDatabase, prisma } from "@suyuan/db/client";
import { runMigrations } from "@suyuan/db/migrate";
import { pgClientExecutor, pgliteExecutor, type SqlExecutor } from "@suyuan/db/sql-executor";
import { startTempCluster } from "@suyuan/pg-cluster";
import pg from "pg";

const CODES = Number(process.env.CODES ?? 1_000_000);
const self = fileURLToPath(import.meta.url);

type Kind = "pglite" | "postgres";
type Target = { kind: Kind; location: string };
type StepResult = { ms: number; peakRssMb: number; startRssMb: number; note?: string; samplesMb?: number[] };

// --- measuring ---------------------------------------------------------------------------------

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** Samples RSS every 25 ms while `work` runs; the peak and (optionally) samples along the way. */
async function measure(work: (sample: () => void) => Promise<string | undefined>): Promise<StepResult> {
  const samples: number[] = [];
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sample = () => {
    // Collect garbage first, so a sample shows what the stream holds, not what V8 has yet to free.
    (globalThis as { gc?: () => void }).gc?.();
    const rss = process.memoryUsage().rss;
    if (rss > peak) peak = rss;
    samples.push(mb(rss));
  };
  const timer = setInterval(() => {
    const rss = process.memoryUsage().rss;
    if (rss > peak) peak = rss;
  }, 25);
  const started = performance.now();
  const note = await work(sample);
  const ms = performance.now() - started;
  clearInterval(timer);
  return { ms, peakRssMb: mb(peak), startRssMb: mb(startRss), note, samplesMb: samples };
}

// --- setup shared by the steps ------------------------------------------------------------------

/** An enterprise, goods and two approved applications: one for the COPY, one for the generator. */
async function seed(sql: SqlExecutor): Promise<{ copyApp: number; genApp: number; enterprise: number; goods: number }> {
  const [enterprise] = await sql.query<{ id: number }>(
    `INSERT INTO enterprise (name, status, updated_at) VALUES ('基准企业', 'approved', now()) RETURNING id`,
  );
  const [goodsClass] = await sql.query<{ id: number }>(
    `INSERT INTO goods_class (name, sort) VALUES ('基准', 1) RETURNING id`,
  );
  const [goods] = await sql.query<{ id: number }>(
    `INSERT INTO goods (name, class_id, enterprise_id, status, updated_at) VALUES ('基准商品', $1, $2, 'approved', now()) RETURNING id`,
    [goodsClass!.id, enterprise!.id],
  );
  const application = (note: string) =>
    sql.query<{ id: number }>(
      `INSERT INTO code_application (enterprise_id, goods_id, quantity, reason, status, examined_at, generation_status, updated_at)
       VALUES ($1, $2, $3, $4, 'approved', now(), 'none', now()) RETURNING id`,
      [enterprise!.id, goods!.id, CODES, note],
    );
  const [copyApp] = await application("COPY baseline");
  const [genApp] = await application("generator");
  return { copyApp: copyApp!.id, genApp: genApp!.id, enterprise: enterprise!.id, goods: goods!.id };
}

/** Rows of the same shape as the generator's: code, application, serial, enterprise, goods (CSV). */
function* copyRows(application: number, enterprise: number, goods: number, rowsPerPiece = 10_000): Generator<string> {
  for (let from = 1; from <= CODES; from += rowsPerPiece) {
    const count = Math.min(rowsPerPiece, CODES - from + 1);
    const bytes = randomBytes(count * TRACE_CODE_RANDOM_BYTES);
    let text = "";
    for (let index = 0; index < count; index++)
      text += `${encodeTraceCode(bytes, index * TRACE_CODE_RANDOM_BYTES)},${application},${from + index},${enterprise},${goods}\n`;
    yield text;
  }
}

const COPY_SQL = "COPY trace_code (code, application_id, serial, enterprise_id, goods_id) FROM STDIN WITH (FORMAT csv)";

/** COPY FROM STDIN through pg's protocol hooks (what pg-copy-streams does), with backpressure. */
function copyIn(client: pg.Client, pieces: Iterable<string>): Promise<void> {
  type Connection = {
    query(text: string): void;
    sendCopyFromChunk(chunk: Buffer): void;
    endCopyFrom(): void;
    stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
  };
  return new Promise((resolve, reject) => {
    const submittable = {
      submit: (connection: Connection) => connection.query(COPY_SQL),
      handleCopyInResponse: (connection: Connection) => {
        void (async () => {
          for (const piece of pieces) {
            connection.sendCopyFromChunk(Buffer.from(piece));
            if (connection.stream.writableNeedDrain) await once(connection.stream, "drain");
          }
          connection.endCopyFrom();
        })();
      },
      handleCommandComplete: () => {},
      handleReadyForQuery: () => resolve(),
      handleError: (error: Error) => reject(error),
    };
    void client.query(submittable as unknown as string);
  });
}

// --- steps (each in its own process) ------------------------------------------------------------

async function stepCopy(target: Target): Promise<StepResult> {
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.location });
    await client.connect();
    const sql = pgClientExecutor(client);
    await runMigrations(sql);
    const ids = await seed(sql);
    const result = await measure(async () => {
      await copyIn(client, copyRows(ids.copyApp, ids.enterprise, ids.goods));
      return "COPY FROM STDIN (pg)";
    });
    // The generator writes into the same, empty table.
    await client.query("TRUNCATE trace_code");
    await client.end();
    return result;
  }
  const db = new PGlite(join(target.location, "pgdata"));
  await db.waitReady;
  const sql = pgliteExecutor(db);
  await runMigrations(sql);
  const ids = await seed(sql);
  const result = await measure(async () => {
    // PGlite's COPY reads a Blob given with the query ('/dev/blob').
    const blob = new Blob([...copyRows(ids.copyApp, ids.enterprise, ids.goods)]);
    await db.query(COPY_SQL.replace("FROM STDIN", "FROM '/dev/blob'"), [], { blob });
    return "COPY FROM '/dev/blob' (PGlite)";
  });
  await db.exec("TRUNCATE trace_code");
  await db.close();
  return result;
}

function configFor(target: Target) {
  const config = loadConfig({
    DATA_DIR: target.kind === "pglite" ? target.location : mkdtempSync(join(tmpdir(), "suyuan-bench-")),
    ...(target.kind === "postgres" ? { DATABASE_URL: target.location, DB_STATEMENT_TIMEOUT_MS: "300000" } : {}),
    ADMIN_PASSWORD: "Bench-admin-pass1!",
    LOG_LEVEL: "silent",
  });
  return config;
}

async function generationApp(): Promise<number> {
  const row = await prisma.codeApplication.findFirstOrThrow({ where: { reason: "generator" } });
  return row.id;
}

async function stepGenerate(target: Target): Promise<StepResult> {
  const config = configFor(target);
  await openDatabase(config.database);
  const id = await generationApp();
  let chunks = 0;
  // As an approval does: the application is queued; a run of its job writes every chunk (called
  // here directly, without the job queue's polling, so only the writing is measured).
  await prisma.codeApplication.update({ where: { id }, data: { generationStatus: "queued" } });
  // Meanwhile a "request" (a one-row query, as any page makes) is due every 50 ms: how long after it
  // was due is it answered? That counts the event loop's lateness too (PGlite runs in this thread).
  const latencies: number[] = [];
  let generating = true;
  const probe = (async () => {
    while (generating) {
      const due = performance.now() + 50;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await prisma.$queryRawUnsafe("SELECT id FROM code_application WHERE id = $1", id);
      latencies.push(performance.now() - due);
    }
  })();
  const result = await measure(async () => {
    const run = {
      signal: new AbortController().signal,
      until: Number.POSITIVE_INFINITY,
      token: randomUUID(),
      lastAttempt: true,
      log: null,
    };
    await runCodeGeneration(id, run, { onChunk: () => void chunks++ });
    return undefined;
  });
  generating = false;
  await probe;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const row = await prisma.codeApplication.findUniqueOrThrow({ where: { id } });
  const count = await prisma.traceCode.count({ where: { applicationId: id } });
  if (row.generationStatus !== "done" || count !== CODES)
    throw new Error(`generation ended ${row.generationStatus} with ${count}`);
  await closeDatabase();
  return {
    ...result,
    note: `${chunks} chunks, ${count.toLocaleString()} codes, ${row.generationStatus}; a query during it: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (${latencies.length} queries)`,
  };
}

async function stepBind(target: Target): Promise<StepResult> {
  const config = configFor(target);
  await openDatabase(config.database);
  const id = await generationApp();
  const application = await prisma.codeApplication.findUniqueOrThrow({ where: { id } });
  const batch = await prisma.batch.create({
    data: {
      enterpriseId: application.enterpriseId,
      goodsId: application.goodsId,
      batchNo: `BENCH-${Date.now()}`,
      productionDate: new Date(),
    },
  });
  let bound = 0;
  const result = await measure(async () => {
    bound = (await bindTraceCodes(benchContext(), { id, batchId: batch.id, mode: "all", rebind: false })).bound;
    return undefined;
  });
  // The view page then sums the bindings by batch over all the codes.
  const viewStarted = performance.now();
  const detail = await getCodeApplication(benchContext(), id);
  const viewMs = Math.round(performance.now() - viewStarted);
  await closeDatabase();
  return {
    ...result,
    note: `${bound.toLocaleString()} codes bound in one UPDATE; the view page's binding summary (${detail.boundCount.toLocaleString()} bound) then took ${viewMs} ms`,
  };
}

/** A platform administrator's context, as a request would carry it. */
function benchContext(): ServiceContext {
  return {
    actor: { userId: null, username: "bench", siteId: null },
    access: { perms: "*", sites: [] },
    scope: { kind: "all" },
    meta: { requestId: "bench", ip: null, userAgent: null, locale: "zh", log: null },
  } as unknown as ServiceContext;
}

async function stepDownload(target: Target): Promise<StepResult> {
  const config = configFor(target);
  await openDatabase(config.database);
  const id = await generationApp();
  const ctx = benchContext();
  let bytes = 0;
  let expected = 0;
  const result = await measure(async (sample) => {
    const download = await downloadTraceCodes(ctx, { id, format: "csv" }, "https://trace.example.com");
    expected = download.contentLength ?? 0;
    const reader = download.body.getReader();
    let nextSample = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // RSS at each tenth of the file: flat if the stream holds only a chunk at a time.
      if (bytes >= nextSample) {
        sample();
        nextSample += expected / 10;
      }
    }
    return undefined;
  });
  await closeDatabase();
  if (bytes !== expected) throw new Error(`CSV was ${bytes} bytes, Content-Length said ${expected}`);
  return {
    ...result,
    note: `${(bytes / 1_048_576).toFixed(1)} MiB, RSS along the stream: ${result.samplesMb?.join(" ")} MB`,
  };
}

// --- orchestration ------------------------------------------------------------------------------

function runStep(step: string, target: Target): Promise<StepResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, "--expose-gc", self, step, target.kind, target.location],
      {
        stdio: ["ignore", "pipe", "inherit"],
        env: process.env,
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code === 0 && line.startsWith("{")) resolve(JSON.parse(line) as StepResult);
      else reject(new Error(`${step} on ${target.kind} failed (exit ${code}): ${out}`));
    });
  });
}

async function child(step: string, kind: Kind, location: string) {
  const target = { kind, location };
  const steps: Record<string, (target: Target) => Promise<StepResult>> = {
    copy: stepCopy,
    generate: stepGenerate,
    download: stepDownload,
    bind: stepBind,
  };
  const run = steps[step];
  if (!run) throw new Error(`unknown step ${step}`);
  const result = await run(target);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

async function main() {
  const only = process.env.ONLY;
  const rows: { kind: string; step: string; result: StepResult }[] = [];
  const steps = ["copy", "generate", "download", "bind"] as const;

  if (!only || only === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "suyuan-bench-codes-"));
    try {
      for (const step of steps) {
        console.error(`pglite: ${step}…`);
        rows.push({ kind: "PGlite", step, result: await runStep(step, { kind: "pglite", location: dir }) });
        console.error(`  ${JSON.stringify(rows.at(-1)?.result)}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!only || only === "postgres") {
    const cluster = process.env.BENCH_DATABASE_URL ? null : await startTempCluster();
    const serverUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url ?? "";
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS suyuan_bench_codes WITH (FORCE)");
    await admin.query("CREATE DATABASE suyuan_bench_codes");
    const url = new URL(serverUrl);
    url.pathname = "/suyuan_bench_codes";
    try {
      for (const step of steps) {
        console.error(`postgres: ${step}…`);
        rows.push({
          kind: "PostgreSQL",
          step,
          result: await runStep(step, { kind: "postgres", location: url.toString() }),
        });
        console.error(`  ${JSON.stringify(rows.at(-1)?.result)}`);
      }
    } finally {
      await admin.query("DROP DATABASE IF EXISTS suyuan_bench_codes WITH (FORCE)");
      await admin.end();
      cluster?.stop();
    }
  }

  const label: Record<string, string> = {
    copy: `plain COPY of ${CODES.toLocaleString()} rows`,
    generate: `generation service, ${CODES.toLocaleString()} codes`,
    download: `CSV download of ${CODES.toLocaleString()} codes`,
    bind: `bind all ${CODES.toLocaleString()} codes to a batch`,
  };
  console.log(`\nTrace codes: ${CODES.toLocaleString()} (each step in its own process; RSS of that process)\n`);
  console.log(
    `| database   | step                                      |   time (s) | rows/s     | RSS start → peak (MB) | note`,
  );
  console.log(
    `|------------|-------------------------------------------|-----------:|-----------:|----------------------:|-----`,
  );
  for (const { kind, step, result } of rows) {
    const seconds = result.ms / 1000;
    console.log(
      `| ${kind.padEnd(10)} | ${label[step]!.padEnd(41)} | ${seconds.toFixed(1).padStart(10)} | ${Math.round(
        CODES / seconds,
      )
        .toLocaleString()
        .padStart(10)} | ${`${result.startRssMb} → ${result.peakRssMb}`.padStart(21)} | ${result.note ?? ""}`,
    );
  }
  for (const kind of ["PGlite", "PostgreSQL"]) {
    const copy = rows.find((row) => row.kind === kind && row.step === "copy");
    const generate = rows.find((row) => row.kind === kind && row.step === "generate");
    if (copy && generate)
      console.log(
        `\n${kind}: generation took ${(generate.result.ms / copy.result.ms).toFixed(2)}× the plain COPY time.`,
      );
  }
}

const [step, kind, location] = process.argv.slice(2);
if (step && kind && location) await child(step, kind as Kind, location);
else await main();
