import type { StorageConfig } from "../../env.ts";
import type { Logger } from "../../lib/logger.ts";
import { setJobStorage } from "./job-storage.ts";
import { startJobQueue } from "./job-queue.ts";
// Every job kind, declared at load by these modules: a process works exactly the kinds listed here.
import "../code-application/generation.ts";
import "../site-job/site-job-runner.ts";
import "../scheduled-task/task-firing.ts";
// The steps of site jobs (static pages, search index), which the site-job kind dispatches to.
import "../static-pages/static-jobs.ts";
import "../content/search-index-job.ts";
// Traffic statistics: the daily roll-up of public page views and the pruning of raw views.
import "../traffic/traffic-rollup.ts";
// Pruning of legacy API call records and webhook deliveries; webhook deliveries.
import "../legacy/api-calls.ts";
import "../webhook/webhook-delivery.ts";
// Clears lapsed top levels of content (the lists count them as 0 meanwhile).
import "../content/top-expiry-job.ts";
// Database backups written into the file storage.
import "../database-backup/backup-job.ts";

export type JobsConfig = { expireSeconds: number; work: boolean; storage: StorageConfig };

/** Starts the job queue with every kind (server start, test servers, scripts); returns stop(). */
export function startJobs(config: JobsConfig, log: Logger | null): Promise<() => Promise<void>> {
  setJobStorage(config.storage);
  return startJobQueue({ log, expireSeconds: config.expireSeconds, work: config.work });
}
