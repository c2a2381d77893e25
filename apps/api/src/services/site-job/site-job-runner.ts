import { z } from "zod";
import { prisma, type DbClient } from "@suyuan/db/client";
import { recordOperation } from "../audit/record-operation.ts";
import { defineJobKind, enqueueJob, wakeJobWorker, type JobRun } from "../jobs/job-queue.ts";
import { errorText, siteJobKind, type ClaimedSiteJob } from "./site-job-kind.ts";
import { pauseMs, siteJobSettings, stepMs } from "./site-job-settings.ts";
import {
  advanceSiteJob,
  failSiteJob,
  holdSiteJob,
  insertSiteJob,
  pruneSiteJobs,
  saveSiteJobTotal,
  TokenLost,
  type NewSiteJob,
} from "./site-job-store.ts";

// Site jobs are one kind of the job queue (jobs/job-queue.ts, on pg-boss): a request inserts the
// job's row and queues it in one transaction; any process's worker runs it step by step. Each step
// reads and renders outside any transaction, then commits its writes together with the job's
// progress (done, current item, errors, cursor) in one short transaction that checks the run's
// token. So:
// - no request waits for a job, and on PGlite other queries run between steps (a pause after each);
// - a run whose process died is resumed by pg-boss after its expiry at the saved cursor, so no item
//   is done twice or skipped, and a stalled old run's next commit fails its token check;
// - an item that fails is recorded (the first 100 kept) and the job goes on; a step that keeps
//   failing through pg-boss's retries marks the job failed.

const SYSTEM_META = { ip: null };
const TX_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

/** How a run ended: finished, handed on (stopping, or its time slice used), or taken over. */
export type RunResult = "done" | "failed" | "continue" | "lost";

/** Tests watch a run's progress (and stop it, or take it over, between steps). */
export type RunHooks = { onStep?: (progress: { id: number; done: number; items: string[] }) => void | Promise<void> };

const pause = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

const actorOf = (job: ClaimedSiteJob) => ({ userId: job.createdById, username: null, siteId: job.siteId });

async function work(job: ClaimedSiteJob, run: JobRun, hooks: RunHooks): Promise<RunResult> {
  const kind = siteJobKind(job.kind);
  if (!kind) throw new Error(`unknown site job kind ${job.kind}`);
  const params = kind.params.parse(job.params);
  // Counted when the job starts (again after a takeover before its first step: harmless).
  if (job.cursor === null && job.done === 0) await saveSiteJobTotal(job, await kind.count(job.siteId, params));
  let cursor: unknown = job.cursor;
  const started = Date.now();
  for (;;) {
    if (run.signal.aborted || Date.now() > run.until) return "continue";
    const settings = siteJobSettings();
    const out = await kind.step({
      job,
      params,
      cursor,
      maxItems: settings.chunkSize ?? 1_000,
      until: Date.now() + stepMs(),
    });
    await prisma.$transaction(async (tx) => {
      await advanceSiteJob(tx, job, {
        items: out.items.length,
        current: out.items.at(-1) ?? null,
        cursor: out.cursor,
        errors: out.errors,
        finished: out.finished,
      });
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
    }, TX_OPTIONS);
    cursor = out.cursor;
    job.done += out.items.length;
    await hooks.onStep?.({ id: job.id, done: job.done, items: out.items });
    if (out.finished) return "done";
    await pause(pauseMs());
  }
}

/** Marks the job failed (with token: only while that run holds it) and records the failure. */
async function fail(
  job: Pick<ClaimedSiteJob, "id" | "kind" | "siteId" | "createdById">,
  token: string | null,
  message: string,
) {
  return prisma.$transaction(async (tx) => {
    if (!(await failSiteJob(tx, job.id, token, message))) return false;
    await recordOperation(tx, {
      actor: actorOf(job as ClaimedSiteJob),
      meta: SYSTEM_META,
      operation: "run",
      resource: "site-job",
      targetId: job.id,
      outcome: "failure",
      detail: { kind: job.kind, error: message },
    });
    return true;
  }, TX_OPTIONS);
}

/**
 * One run of a site job: to its end, or until it hands on or another run takes it over. An error
 * is thrown for pg-boss to retry, except on the last attempt, which marks the job failed.
 */
export async function runSiteJob(id: number, run: JobRun, hooks: RunHooks = {}): Promise<RunResult> {
  const job = await holdSiteJob(id, run.token);
  if (!job) return "done";
  try {
    return await work(job, run, hooks);
  } catch (error) {
    if (error instanceof TokenLost) {
      run.log?.warn({ siteJobId: id }, "site job taken over by another run");
      return "lost";
    }
    if (!run.lastAttempt) throw error;
    run.log?.error({ err: error, siteJobId: id, kind: job.kind }, "site job failed");
    return (await fail(job, job.token, errorText(error))) ? "failed" : "lost";
  }
}

export const siteJob = defineJobKind({
  name: "site-job",
  data: z.object({ siteJobId: z.number().int() }),
  async run({ siteJobId }, run) {
    return (await runSiteJob(siteJobId, run)) === "continue" ? "continue" : "done";
  },
  async abandoned({ siteJobId }, reason) {
    const job = await prisma.siteJob.findUnique({ where: { id: siteJobId } });
    if (job) await fail(job, null, reason);
  },
});

/**
 * Inserts a site job and queues it, in the caller's transaction; `unique` refuses one identical to
 * a job under way. Call startQueuedSiteJobs after the commit.
 */
export async function enqueueSiteJob(db: DbClient, job: NewSiteJob, unique = false): Promise<number> {
  const id = await insertSiteJob(db, job, unique);
  await enqueueJob(db, siteJob, { siteJobId: id });
  return id;
}

/** Starts site jobs queued by this process now instead of at its worker's next poll. */
export function startQueuedSiteJobs(): void {
  wakeJobWorker(siteJob);
}

/** Deletes finished site jobs past their keeping time (see pruneSiteJobs), hourly. */
export const pruneSiteJobsJob = defineJobKind({
  name: "site-job-prune",
  data: z.object({}),
  async run() {
    await pruneSiteJobs();
    return "done";
  },
  async abandoned() {},
  cron: "17 * * * *",
});
