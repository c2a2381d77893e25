import { prisma } from "@suyuan/db/client";
import { jobDrain } from "../../lib/job-drain.ts";
import type { Logger } from "../../lib/logger.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { errorText, knownSiteJobKinds, siteJobKind, type ClaimedSiteJob } from "./site-job-kind.ts";
import { configureSiteJobs, pauseMs, siteJobSettings, stepMs } from "./site-job-settings.ts";
import {
  advanceSiteJob,
  claimSiteJob,
  failSiteJob,
  LeaseLost,
  pruneSiteJobs,
  releaseSiteJob,
  saveSiteJobTotal,
} from "./site-job-store.ts";

// Site jobs run beside requests, never inside one, the way trace-code generation does
// (code-application/generation.ts): a request queues a row; a worker (one per process: started at
// boot, polling, and kicked right after an enqueue in this process) claims it with a lease and
// works through it step by step. Each step reads and renders outside any transaction, then commits
// its writes together with the job's progress (done, current item, errors, cursor) and a renewed
// lease in one short transaction. So:
// - no request waits for a job, and on PGlite other queries run between steps (a pause after each);
// - several processes on one PostgreSQL share the queue (SKIP LOCKED; a lapsed lease is taken
//   over, and the old holder's next commit fails its lease check and rolls back);
// - a crash loses at most the step in flight: the next holder continues at the saved cursor, so no
//   item is done twice or skipped;
// - an item that fails is recorded (the first 100 kept) and the job goes on; a step that keeps
//   failing (attempts) marks the job failed.

const SYSTEM_META = { ip: null };
const PRUNE_EVERY_MS = 60 * 60 * 1_000;
const TX_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

export type RunOptions = {
  /** Stops between steps (shutdown, or a test simulating a crash). */
  signal?: AbortSignal;
  /** On stop, hand the lease back so another process continues at once (a crash leaves it to lapse). */
  releaseOnStop?: boolean;
  onStep?: (progress: { id: number; done: number; items: string[] }) => void;
};

export type RunResult = "done" | "failed" | "stopped" | "lost";

const pause = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

async function withAttempts<T>(job: ClaimedSiteJob, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LeaseLost || attempt >= siteJobSettings().attempts) throw error;
      siteJobSettings().log?.warn({ err: error, siteJobId: job.id, attempt }, "site job step failed; retrying");
      await pause(200 * 2 ** (attempt - 1));
    }
  }
}

const actorOf = (job: ClaimedSiteJob) => ({ userId: job.createdById, username: null, siteId: job.siteId });

async function work(job: ClaimedSiteJob, options: RunOptions): Promise<RunResult> {
  const kind = siteJobKind(job.kind);
  if (!kind) throw new Error(`unknown site job kind ${job.kind}`);
  const params = kind.params.parse(job.params);
  // Counted when the job starts (again after a takeover before its first step: harmless).
  if (job.cursor === null && job.done === 0) {
    const total = await kind.count(job.siteId, params);
    job.lease = await saveSiteJobTotal(job, total, siteJobSettings().leaseMs);
  }
  let cursor: unknown = job.cursor;
  const started = Date.now();
  for (;;) {
    if (options.signal?.aborted) {
      if (options.releaseOnStop) await releaseSiteJob(job);
      return "stopped";
    }
    const settings = siteJobSettings();
    const step = await withAttempts(job, async () => {
      const out = await kind.step({
        job,
        params,
        cursor,
        maxItems: settings.chunkSize ?? 1_000,
        until: Date.now() + stepMs(),
      });
      job.lease = await prisma.$transaction(async (tx) => {
        const lease = await advanceSiteJob(
          tx,
          job,
          {
            items: out.items.length,
            current: out.items.at(-1) ?? null,
            cursor: out.cursor,
            errors: out.errors,
            finished: out.finished,
          },
          settings.leaseMs,
        );
        await out.commit?.(tx);
        if (out.finished)
          await recordOperation(tx, {
            actor: actorOf(job),
            meta: SYSTEM_META,
            operation: "run",
            resource: "site-job",
            targetId: job.id,
            detail: { kind: job.kind, done: job.done + out.items.length, ms: Date.now() - started },
          });
        return lease;
      }, TX_OPTIONS);
      return out;
    });
    cursor = step.cursor;
    job.done += step.items.length;
    options.onStep?.({ id: job.id, done: job.done, items: step.items });
    if (step.finished) return "done";
    await pause(pauseMs());
  }
}

/** Runs one claimed job to its end (done or failed), or until stopped or its lease is lost. */
export async function runSiteJob(job: ClaimedSiteJob, options: RunOptions = {}): Promise<RunResult> {
  try {
    return await work(job, options);
  } catch (error) {
    if (error instanceof LeaseLost) {
      siteJobSettings().log?.warn({ siteJobId: job.id }, "site job lease taken over by another process");
      return "lost";
    }
    siteJobSettings().log?.error({ err: error, siteJobId: job.id, kind: job.kind }, "site job failed");
    try {
      await prisma.$transaction(async (tx) => {
        await failSiteJob(tx, job, errorText(error));
        await recordOperation(tx, {
          actor: actorOf(job),
          meta: SYSTEM_META,
          operation: "run",
          resource: "site-job",
          targetId: job.id,
          outcome: "failure",
          detail: { kind: job.kind, error: errorText(error) },
        });
      }, TX_OPTIONS);
    } catch (failure) {
      if (failure instanceof LeaseLost) return "lost";
      throw failure;
    }
    return "failed";
  }
}

/** Claims a job of a kind this process knows, or null. */
export function claimNextSiteJob(): Promise<ClaimedSiteJob | null> {
  return claimSiteJob(knownSiteJobKinds(), siteJobSettings().leaseMs);
}

/** Claims and runs jobs until none is left; returns how many ran. */
export async function drainSiteJobs(options: RunOptions = {}): Promise<number> {
  let ran = 0;
  for (;;) {
    if (options.signal?.aborted) return ran;
    const job = await claimNextSiteJob();
    if (!job) return ran;
    await runSiteJob(job, options);
    ran++;
  }
}

const worker = jobDrain(
  (signal) => drainSiteJobs({ signal, releaseOnStop: true }),
  (error) => siteJobSettings().log?.error({ err: error }, "site job worker error"),
);

/**
 * Starts work on a job just queued in this process. Called after the enqueueing transaction
 * commits; a job queued inside a longer transaction (a content change) is looked for again a moment
 * later too, since on PostgreSQL the first look may come before the commit (the poll catches the rest).
 */
export function kickSiteJobs(options: { afterCommit?: boolean } = {}): void {
  if (!siteJobSettings().kick) return;
  worker.kick();
  if (options.afterCommit) setTimeout(worker.kick, 100).unref();
}

/** Resolves once this process's worker has nothing in hand (tests wait on it). */
export function siteJobsIdle(): Promise<void> {
  return worker.idle();
}

/**
 * The boot worker: polls for jobs every pollMs (other processes' requests, lapsed leases). Returns
 * stop(), which lets the step in flight finish, hands the lease back and resolves when idle.
 */
export function startSiteJobWorker(options: { log: Logger }): () => Promise<void> {
  configureSiteJobs({ log: options.log });
  const pruning = setInterval(() => {
    pruneSiteJobs().catch((error: unknown) => siteJobSettings().log?.warn({ err: error }, "site job pruning failed"));
  }, PRUNE_EVERY_MS);
  pruning.unref();
  const stop = worker.start(siteJobSettings().pollMs);
  return async () => {
    clearInterval(pruning);
    await stop();
  };
}
