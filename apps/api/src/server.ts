import { startSearchBackfill } from "./services/content/content-search.ts";
import { startViewFlushing } from "./services/public-site/view-counter.ts";
import { startAdCounting } from "./services/advertising/ad-counter.ts";
import { startPageViewFlushing } from "./services/traffic/traffic-collector.ts";
import { startApiCallFlushing } from "./services/legacy/api-calls.ts";
import { onChangeFeedStatus } from "@suyuan/db/change-feed";
import { closeDatabase, openDatabase } from "@suyuan/db/client";
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig, type AppConfig } from "./env.ts";
import { createApp } from "./http/app.ts";
import { trackInFlight } from "./http/in-flight.ts";
import { keepConnectionsAlive } from "./http/keep-alive.ts";
import { createLogger } from "./lib/logger.ts";
import { ensureFirstStartData, type FirstStartReport } from "./services/bootstrap/first-start.ts";
import { reportStoredDates } from "./services/bootstrap/stored-dates.ts";
import { startMaintenance } from "./services/maintenance.ts";
import { setCodeGenerationChunkSize } from "./services/code-application/generation.ts";
import { startJobs } from "./services/jobs/job-kinds.ts";
import { fileStorageFor } from "./services/upload/file-storage-for.ts";
/** Generated secrets go to the terminal once, never to the log stream. */
function printFirstStart(report: FirstStartReport, url: string) {
  const lines: string[] = [];
  if (report.admin) {
    lines.push(`  管理员账号 / admin username: ${report.admin.username}`);
    if (report.admin.generatedPassword) {
      lines.push(`  管理员密码 / admin password: ${report.admin.generatedPassword}   (仅显示这一次 / shown only once)`);
    }
  }
  if (report.apiAccount) {
    lines.push(`  接口账号 appId: ${report.apiAccount.appId}`);
    if (report.apiAccount.generated) {
      const { appKey, aesKey, ivKey } = report.apiAccount.generated;
      lines.push(`  appKey: ${appKey}  aesKey: ${aesKey}  ivKey: ${ivKey}   (仅显示这一次 / shown only once)`);
    }
  }
  if (lines.length) process.stdout.write(`\n首次启动已初始化 / First start initialised:\n${lines.join("\n")}\n`);
  process.stdout.write(`\n溯源管理平台已启动 / Suyuan is running: ${url}/login\n\n`);
}

async function main(config: AppConfig) {
  const log = createLogger(config.logLevel);
  // The per-process caches answer from memory only while the change feed listens (see there).
  onChangeFeedStatus(({ live, reason }) => {
    if (live) log.info("change feed listening");
    else if (reason !== "closed") log.warn({ reason }, "change feed lost: caches bypassed until it is back");
  });
  const database = await openDatabase(config.database);
  log.info({ database: database.kind }, "database ready");
  const storage = fileStorageFor(config.storage);
  try {
    await storage.check();
  } catch (error) {
    throw new Error(`文件存储无法使用 / File storage unusable (${storage.description}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  log.info({ storage: storage.description }, "file storage ready");
  if (config.database.kind === "postgres" && config.storage.driver === "local") {
    // Several processes on one database are supported; files on one machine's disk are not shared.
    log.warn(
      { storage: storage.description },
      "uploaded files are kept on this machine only: with API processes on several machines, set STORAGE_DRIVER=s3 (object storage) so every process serves every file",
    );
  }
  const report = await ensureFirstStartData(config);
  const stopMaintenance = startMaintenance(log);
  // Public page views are written in batches (never one write per view).
  const stopViewFlushing = startViewFlushing(log);
  const stopAdCounting = startAdCounting(log);
  const stopPageViewFlushing = startPageViewFlushing(log, config.trafficCollection);
  const stopApiCallFlushing = startApiCallFlushing(log);
  // Background jobs (trace codes of approved applications, static pages, search index rebuilds):
  // any process may take a job.
  setCodeGenerationChunkSize(config.codeGeneration.chunkSize);
  const stopJobs = await startJobs(config.jobs, log);
  // Logs tables holding dates outside 1900-2999 (one scan per table): in the background, so a
  // large database does not hold up the start.
  void reportStoredDates(log);
  // Search words for contents that have none yet (rows older than the search, imports).
  startSearchBackfill(log);

  const app = createApp(config, log);
  const handlers = trackInFlight(app.fetch);
  const server = serve({ fetch: handlers.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    printFirstStart(report, `http://${host}:${info.port}`);
  });
  keepConnectionsAlive(server);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    stopMaintenance();
    // Stop accepting, let requests in flight finish, then close the database cleanly.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      // Handlers still running (their client may have gone) and the job chunks in flight finish,
      // and their jobs are handed on, before the database closes.
      handlers
        .drained()
        .then(() => stopJobs())
        .then(() => stopViewFlushing())
        .then(() => stopAdCounting())
        .then(() => stopPageViewFlushing())
        .then(() => stopApiCallFlushing())
        .then(() => closeDatabase())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          log.error({ err: error }, "database close failed");
          process.exit(1);
        });
    });
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`启动失败 / Startup failed: ${(error as Error).message}\n`);
  }
  await closeDatabase().catch(() => {});
  process.exit(1);
}
