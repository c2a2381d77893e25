import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { queueCodeGeneration } from "@suyuan/api/services/code-application/generation";
import { startJobs } from "@suyuan/api/services/jobs/job-kinds";
import { closeDatabase, openDatabase, prisma, type DatabaseOptions } from "@suyuan/db/client";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, type ServerProcess } from "../support/server-process.ts";
import { createServerDatabase } from "../support/test-database.ts";

// Background jobs across processes: a job queued by one process is run by another, and a job whose
// process was killed mid-way is resumed by the next process after its expiry, continuing at the
// saved progress (no code written twice, none skipped).

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "suyuan-jobs-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const READY = /Suyuan is running: \S+/;
// Small chunks and a short expiry, so a killed run is mid-way and its job moves on within seconds.
const JOB_ENV = {
  CODE_GENERATION_CHUNK_SIZE: "500",
  JOB_EXPIRE_SECONDS: "4",
  ADMIN_PASSWORD: "Admin-pass-123",
  LOG_LEVEL: "debug",
};

type Row = { generation_status: string; generated_count: number };

/** Opens the database in this process, runs `work` and closes it (PGlite: no server may hold it). */
async function withDatabase<T>(options: DatabaseOptions, work: () => Promise<T>): Promise<T> {
  await openDatabase(options);
  try {
    return await work();
  } finally {
    await closeDatabase();
  }
}

/** An approved application of `quantity` codes with its generation job queued, as an approval leaves it. */
async function queueApplication(quantity: number): Promise<number> {
  // pg-boss's schema and queues (a server's first start makes them too).
  await (
    await startJobs(
      { expireSeconds: 4, work: false, storage: { driver: "local", dir: join(dataDir(), "uploads") } },
      null,
    )
  )();
  const enterprise = await prisma.enterprise.create({ data: { name: "续跑茶厂" } });
  const goodsClass = await prisma.goodsClass.create({ data: { name: "茶叶" } });
  const goods = await prisma.goods.create({
    data: { name: "续跑绿茶", classId: goodsClass.id, enterpriseId: enterprise.id },
  });
  return prisma.$transaction(async (tx) => {
    const application = await tx.codeApplication.create({
      data: {
        enterpriseId: enterprise.id,
        goodsId: goods.id,
        quantity,
        reason: "续跑",
        status: "approved",
        examinedAt: new Date(),
        generationStatus: "queued",
      },
    });
    await queueCodeGeneration(tx, application.id);
    return application.id;
  });
}

const codesOf = (id: number) =>
  prisma.traceCode.findMany({
    where: { applicationId: id },
    orderBy: { serial: "asc" },
    select: { serial: true, code: true },
  });

/** Polls the application's row (through `read`) until `until` holds; fails if the server exits first. */
async function waitForRow(read: () => Promise<Row>, until: (row: Row) => boolean, server: ServerProcess): Promise<Row> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    const row = await read();
    if (until(row)) return row;
    if (exited) throw new Error(`server exited before the job got there:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectExactCodes(codes: { serial: number; code: string }[], n: number) {
  expect(codes).toHaveLength(n);
  expect(codes.every((row, index) => row.serial === index + 1)).toBe(true);
  expect(new Set(codes.map((row) => row.code)).size).toBe(n);
}

async function kill(server: ServerProcess) {
  server.child.kill("SIGKILL");
  await server.exited;
}

describe("background jobs on PostgreSQL", () => {
  it("runs a job queued by one process on another, and resumes a killed process's job on the next", async () => {
    const database = await createServerDatabase();
    const options: DatabaseOptions = { kind: "postgres", url: database.url };
    const env = { ...JOB_ENV, DATABASE_URL: database.url };
    const servers: ServerProcess[] = [];
    const rowOf = async (id: number): Promise<Row> => {
      const row = await prisma.codeApplication.findUniqueOrThrow({ where: { id } });
      return { generation_status: row.generationStatus, generated_count: row.generatedCount };
    };
    try {
      // A process that only serves requests (no job workers) starts first; the job queued on the
      // database is then run by a second process.
      const requestsOnly = await spawnServer({ ...env, DATA_DIR: dataDir(), JOB_WORKERS: "false" });
      servers.push(requestsOnly);
      await requestsOnly.waitFor(READY);
      await openDatabase(options);
      const small = await queueApplication(1_200);
      const worker = await spawnServer({ ...env, DATA_DIR: dataDir() });
      servers.push(worker);
      await waitForRow(
        () => rowOf(small),
        (row) => row.generation_status === "done",
        worker,
      );
      expectExactCodes(await codesOf(small), 1_200);

      // The worker is killed mid-job; a process started afterwards resumes the job after its expiry.
      const large = await queueApplication(60_000);
      const halfway = await waitForRow(
        () => rowOf(large),
        (row) => row.generated_count >= 1_000,
        worker,
      );
      await kill(worker);
      const written = await codesOf(large);
      expect(written.length).toBeGreaterThanOrEqual(halfway.generated_count);
      expect((await rowOf(large)).generation_status).toBe("generating");
      const next = await spawnServer({ ...env, DATA_DIR: dataDir() });
      servers.push(next);
      await waitForRow(
        () => rowOf(large),
        (row) => row.generation_status === "done",
        next,
      );
      const codes = await codesOf(large);
      expectExactCodes(codes, 60_000);
      expect(codes.slice(0, written.length)).toEqual(written);
    } finally {
      await closeDatabase();
      for (const server of servers) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      await database.drop();
    }
  });
});

describe("background jobs on the embedded database", () => {
  it("resumes the job of a killed process when the server starts again", async () => {
    const dir = dataDir();
    const options: DatabaseOptions = { kind: "pglite", dataDir: dir };
    const id = await withDatabase(options, () => queueApplication(60_000));
    const rowOf = async (): Promise<Row> =>
      withDatabase(options, async () => {
        const row = await prisma.codeApplication.findUniqueOrThrow({ where: { id } });
        return { generation_status: row.generationStatus, generated_count: row.generatedCount };
      });
    const first = await spawnServer({ ...JOB_ENV, DATA_DIR: dir });
    // The server holds the data directory: progress is read from its log of chunks instead.
    await first.waitFor(READY);
    await first.waitFor(/"generated":[1-9]\d{3,}/);
    await kill(first);
    const stopped = await rowOf();
    expect(stopped.generation_status).toBe("generating");
    expect(stopped.generated_count).toBeGreaterThan(0);
    const written = await withDatabase(options, () => codesOf(id));
    expect(written).toHaveLength(stopped.generated_count);

    const second = await spawnServer({ ...JOB_ENV, DATA_DIR: dir });
    try {
      await second.waitFor(/"msg":"code generation done"/);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
    expect(await rowOf()).toEqual({ generation_status: "done", generated_count: 60_000 });
    const codes = await withDatabase(options, () => codesOf(id));
    expectExactCodes(codes, 60_000);
    expect(codes.slice(0, written.length)).toEqual(written);
  });
});
