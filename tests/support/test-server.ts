import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { serve, type ServerType } from "@hono/node-server";
import { loadConfig, type AppConfig } from "@suyuan/api/env";
import { createApp } from "@suyuan/api/http/app";
import { keepConnectionsAlive } from "@suyuan/api/http/keep-alive";
import { ensureFirstStartData, type FirstStartReport } from "@suyuan/api/services/bootstrap/first-start";
import { closeDatabase, openDatabase, prisma } from "@suyuan/db/client";
import { afterAll, beforeAll } from "vitest";
import { createLogger } from "@suyuan/api/lib/logger";
import { startJobs } from "@suyuan/api/services/jobs/job-kinds";
import { createSeededTestDatabase } from "./test-database.ts";
import { TEST_SERVER_ENV } from "./test-env.ts";
import { filesUnder, startTestS3, type StorageDriver, type TestS3 } from "./test-storage.ts";

export type TestServer = {
  url: string;
  config: AppConfig;
  firstStart: FirstStartReport;
  /** Stops this process's job workers (jobs queued meanwhile wait) and starts them again. */
  stopJobs(): Promise<void>;
  startJobs(): Promise<void>;
  /** Everything the server logged, as JSON lines. */
  logText(): string;
  /** Where its uploads are kept (STORAGE_DRIVER). */
  storageDriver: StorageDriver;
  /** The S3-compatible server holding them, with the s3 driver. */
  s3: TestS3 | undefined;
  /** Every file its upload storage holds (temporary ones too): keys such as "2025/01/<id>", sorted. */
  storedKeys(): Promise<string[]>;
  stop(): Promise<void>;
};

/**
 * The real app on a real socket (port 0), over a fresh database: PGlite in memory, or a new
 * database on the PostgreSQL server when TEST_DB_KIND=postgres. Uploads go to <DATA_DIR>/uploads, or
 * with `storage: "s3"` to a bucket of an S3-compatible server started for it.
 */
async function startTestServer(
  env: Record<string, string> = {},
  options: { storage?: StorageDriver } = {},
): Promise<TestServer> {
  const database = await createSeededTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "suyuan-test-"));
  const s3 = options.storage === "s3" ? await startTestS3() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...TEST_SERVER_ENV,
    LOG_LEVEL: "info",
    ...s3?.env,
    ...env,
  });
  if (!database.url) config.database = { kind: "pglite", dataDir: "memory://" };
  const template = database.pgliteArchive;
  await openDatabase(
    config.database.kind === "pglite" && template ? { ...config.database, template } : config.database,
  );
  const firstStart = await ensureFirstStartData(config);

  const logChunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logChunks.push(chunk.toString("utf8"));
      done();
    },
  });
  const log = createLogger("info", sink);
  const app = createApp(config, log);
  let stopJobs: (() => Promise<void>) | null = await startJobs(config.jobs, log);

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  keepConnectionsAlive(server);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    firstStart,
    logText: () => logChunks.join(""),
    storageDriver: config.storage.driver,
    s3,
    storedKeys: () => (s3 ? s3.keys() : Promise.resolve(filesUnder(join(dataDir, "uploads")))),
    async stopJobs() {
      await stopJobs?.();
      stopJobs = null;
    },
    async startJobs() {
      stopJobs ??= await startJobs(config.jobs, log);
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopJobs?.();
      await closeDatabase();
      await database.drop();
      await s3?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a test server before the file's tests and stops it after them; call at the top of a
 * test file. The returned function gives the running server.
 */
export function useTestServer(
  env: Record<string, string> = {},
  options: { storage?: StorageDriver } = {},
): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env, options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("The test server starts in beforeAll.");
    return server;
  };
}

export { prisma };
