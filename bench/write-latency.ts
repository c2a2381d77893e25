// Benchmark: how long a write takes to answer with one API process on a database, and with four
// processes on the same database (as behind a load balancer). A write answers as soon as it
// commits; other processes hear its change notices without it waiting for them, so the four
// processes' latency should match the one's. Writes go one at a time through the first process
// (latency, not throughput): `role.create` (tRPC) and a legacy `goods/save` (signed form POST).
// BASELINE_SERVER_ENTRY=<another build's apps/api/dist/server.js> runs the same with that build,
// side by side in one run.
//   npm run build -w @suyuan/api && npm run write-latency -w @suyuan/bench   (WRITES=300)
import { closeDatabase } from "@suyuan/db/client";
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import { legacySessionKey, trpcLoginCookie } from "./lib/api-login.ts";
import { BENCH_SERVER_ENV } from "./lib/bench-server-config.ts";
import { openWithFirstStartData, startBenchDatabase } from "./lib/bench-database.ts";
import { loadAverage } from "./lib/interleaved-rounds.ts";
import { legacyBody } from "./lib/legacy-sign.ts";
import { builtServerEntry, serverNodeArgs, startApiServer, stopChild } from "./lib/server-processes.ts";

const WRITES = Number(process.env.WRITES ?? 300);
/** With four processes, p99 may exceed one process's by this factor before the run fails. */
const TARGET_RATIO = 1.5;

const { cluster, databaseUrl } = await startBenchDatabase("suyuan_write_latency");
await openWithFirstStartData({ DATABASE_URL: databaseUrl, ...BENCH_SERVER_ENV, DB_POOL_MAX: "4" });
await closeDatabase();
const sql = new pg.Client({ connectionString: databaseUrl });
await sql.connect();
await sql.query(`INSERT INTO enterprise (name, status, updated_at) VALUES ('写入企业', 'approved', now())`);
await sql.query(`INSERT INTO goods_class (name, sort) VALUES ('写入分类', 1)`);
const enterpriseId = (await sql.query<{ id: number }>("SELECT max(id) AS id FROM enterprise")).rows[0]!.id;
const classId = (await sql.query<{ id: number }>("SELECT max(id) AS id FROM goods_class")).rows[0]!.id;

const builds: [string, string][] = [["this build", builtServerEntry()]];
const baselineEntry = process.env.BASELINE_SERVER_ENTRY;
if (baselineEntry) {
  if (!existsSync(baselineEntry)) throw new Error(`No build at BASELINE_SERVER_ENTRY=${baselineEntry}`);
  builds.push(["baseline", baselineEntry]);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/** Milliseconds of each of `count` writes made one after another. */
async function timed(count: number, write: (index: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await write(index);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

let seq = 0;
async function measure(base: string) {
  const cookie = await trpcLoginCookie(base);
  const sessionKey = await legacySessionKey(base);
  const roleCreate = async () => {
    const response = await fetch(`${base}/trpc/role.create`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        json: { name: `写入角色${++seq}`, priority: 30, description: "", allPerms: false, perms: ["/log/list"] },
      }),
    });
    if (response.status !== 200) throw new Error(`role.create answered ${response.status}: ${await response.text()}`);
  };
  const goodsSave = async () => {
    const response = await fetch(`${base}/api/admin/goods/save`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: legacyBody({
        sessionKey,
        name: `写入商品${++seq}`,
        classId: String(classId),
        enterpriseId: String(enterpriseId),
      }),
    });
    const envelope = (await response.json()) as { code: string; message: string };
    if (envelope.code !== "200") throw new Error(`goods/save answered ${envelope.code}: ${envelope.message}`);
  };
  // Warm-up: the first calls compile code paths and fill pools.
  await timed(20, roleCreate);
  await timed(20, goodsSave);
  return { "role.create": await timed(WRITES, roleCreate), "legacy goods/save": await timed(WRITES, goodsSave) };
}

type Row = { build: string; processes: number; write: string; p50: number; p99: number };
const rows: Row[] = [];
for (const [build, entry] of builds) {
  for (const processes of [1, 4]) {
    const servers: { child: ChildProcess; base: string }[] = [];
    // Started one after another, so each finds the schema migrated.
    for (let index = 0; index < processes; index++)
      servers.push(await startApiServer({ entry, databaseUrl, poolMax: 4, nodeArgs: serverNodeArgs() }));
    const figures = await measure(servers[0]!.base);
    for (const [write, times] of Object.entries(figures))
      rows.push({ build, processes, write, p50: percentile(times, 0.5), p99: percentile(times, 0.99) });
    for (const server of servers) await stopChild(server.child);
  }
}

console.log(`\nWrite latency, ${WRITES} writes each, one at a time (load ${loadAverage()})`);
console.log("| build | processes | write | p50 ms | p99 ms |");
console.log("|---|---|---|---|---|");
for (const row of rows)
  console.log(`| ${row.build} | ${row.processes} | ${row.write} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} |`);

const missed: string[] = [];
for (const row of rows.filter((candidate) => candidate.processes === 4)) {
  const single = rows.find((one) => one.build === row.build && one.write === row.write && one.processes === 1)!;
  if (row.build === "this build" && row.p99 > single.p99 * TARGET_RATIO + 1)
    missed.push(`${row.write}: p99 ${row.p99.toFixed(2)} ms with 4 processes against ${single.p99.toFixed(2)} with 1`);
}
await sql.end();
cluster?.stop();
if (missed.length) {
  console.error(`\nFAILED: writes wait for other processes:\n  ${missed.join("\n  ")}`);
  process.exit(1);
}
