import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { z } from "zod";
import { getDatabase, type DbClient } from "@suyuan/db/client";
import { prismaExecuteSql } from "@suyuan/db/job-queue-sql";
import type { Logger } from "../../lib/logger.ts";

// Everything that runs in the background runs here, on pg-boss (docs/jobs.md). pg-boss keeps the
// jobs in its own schema (pgboss, created and migrated by pg-boss itself) and does the claiming
// (SKIP LOCKED, so any process may take a job), the retries and the expiry of a job whose process
// died. A job kind's own table stays the progress record the admin pages read, and its handler
// commits progress with each chunk of work, fenced by a token (JobRun.token), so a resumed job
// neither redoes nor skips work and a holder that was given up on writes nothing.
//
// A run lasts at most a slice of the job's expiry (JobRun.until): a long job is queued again to
// continue and the run completes, so no live run is ever expired, and a stopping process hands its
// jobs on at once the same way.
//
// An idle worker asks the database for work only every pollSeconds (10 s): a process wakes its own
// worker whenever it queues a job, when a retry falls due and when a job is abandoned, so the work
// of this process never waits for a poll; the poll is how a job queued by another process (or by
// pg-boss's cron) is found.

export type JobRun = {
  /** Aborted when the process stops: return "continue" at the next point where progress is saved. */
  signal: AbortSignal;
  /** Return "continue" once Date.now() passes this (after saving progress). */
  until: number;
  /**
   * This run's fencing token: a handler writes it to its row when it starts and checks it in each
   * chunk's transaction, so a run that expired (stalled, or its process presumed dead) writes
   * nothing once another run took over.
   */
  token: string;
  /** pg-boss grants no retry after this attempt: the handler records a failure instead of throwing. */
  lastAttempt: boolean;
  log: Logger | null;
};

export type JobKind<D> = {
  /** The pg-boss queue's name. */
  name: string;
  data: z.ZodType<D>;
  /** Works on the job; throw to have pg-boss retry it (with backoff) on any process. */
  run(data: D, run: JobRun): Promise<"done" | "continue">;
  /**
   * pg-boss gave the job up (retries used up, also by runs that expired): record it as failed.
   * Runs once, from the kind's dead-letter queue.
   */
  abandoned(data: D, reason: string): Promise<void>;
  /** Runs on this cron schedule too (pg-boss sends it once per tick, whichever process's clock). */
  cron?: string;
  /** Retries after a failed run, and the first delay (doubled each time); else RETRY's. */
  retry?: { limit: number; delaySeconds: number };
};

export type JobQueueOptions = {
  log: Logger | null;
  /** A run not completed by then is presumed dead: pg-boss hands the job to another run. */
  expireSeconds: number;
  /** Take jobs in this process (off: only queue them, e.g. a process that serves requests only). */
  work?: boolean;
};

type AnyKind = JobKind<unknown>;

const kinds = new Map<string, AnyKind>();

/** Declares a job kind (at module load); startJobQueue creates its queue and works it. */
export function defineJobKind<D>(kind: JobKind<D>): JobKind<D> {
  kinds.set(kind.name, kind);
  return kind;
}

const RETRY = { retryLimit: 2, retryDelay: 1, retryBackoff: true };
const abandonedQueue = (name: string) => `${name}-abandoned`;

/** How often an idle worker looks for jobs queued by other processes (docs/jobs.md says why 10 s). */
const IDLE_POLL_SECONDS = 10;
/** Dead-letter queues: jobs reach them after every retry or an expiry, so a minute is soon enough. */
const DEAD_LETTER_POLL_SECONDS = 60;
/** After enqueueJob, this process's worker looks at these moments: the transaction has committed by then. */
const WAKES_AFTER_QUEUEING_MS = [50, 500, 2_000];
/** After a run failed on its last attempt, pg-boss moves the job to the dead-letter queue: look then. */
const WAKES_AFTER_ABANDONING_MS = [500, 2_000];

/**
 * The idle poll, at most a quarter of the expiry: a dead process's job is taken within about one
 * and a half expiries (expiry, then maintenance's quarter, then this poll) whatever the expiry.
 */
function pollSeconds(expireSeconds: number): number {
  return Math.max(1, Math.min(IDLE_POLL_SECONDS, Math.floor(expireSeconds / 4)));
}

type Running = {
  boss: PgBoss;
  options: JobQueueOptions;
  controller: AbortController;
  /** pg-boss worker ids by queue name (a kind's queue and its dead-letter queue). */
  workers: Map<string, string>;
  /** When each queue's worker last received a job (a pending wake is dropped once it has). */
  lastJobAt: Map<string, number>;
  wakeTimers: Set<NodeJS.Timeout>;
  inFlight: Set<Promise<unknown>>;
};

let running: Running | null = null;
let sender: PgBoss | null = null;

/** pg-boss over the process's open database (PGlite's one connection, or the pool). */
function newBoss(expireSeconds: number): PgBoss {
  const { executeSql } = getDatabase();
  return new PgBoss({
    db: { executeSql },
    expireInSeconds: expireSeconds,
    // Expired runs are found at this interval: a dead process's jobs move on within ~1.25 expiries.
    maintenanceIntervalSeconds: Math.max(1, Math.floor(expireSeconds / 4)),
    // pg-boss's own queue of due cron jobs, polled by every process like a kind's queue.
    cronWorkerIntervalSeconds: pollSeconds(expireSeconds),
  });
}

/** The instance that builds pg-boss's statements for enqueueJob (the started one, or one that only sends). */
function bossForSending(): PgBoss {
  if (running) return running.boss;
  sender ??= newBoss(60);
  return sender;
}

/**
 * Queues a job in the caller's transaction (or at once on the root client): it is queued exactly
 * when the write that asks for it commits. Call wakeJobWorker after the commit to start it here now.
 */
export async function enqueueJob<D>(db: DbClient, kind: JobKind<D>, data: D): Promise<void> {
  const id = await bossForSending().send(kind.name, data as object, { db: { executeSql: prismaExecuteSql(db) } });
  if (!id) throw new Error(`job queue ${kind.name} does not exist: start the job queue once first`);
  // The commit is the caller's: look a few times shortly after, until the worker has had a job.
  if (running) wakeLater(running, kind.name, WAKES_AFTER_QUEUEING_MS);
}

/** Makes this process's worker of the kind look for jobs now instead of at its next poll. */
export function wakeJobWorker(kind: JobKind<unknown> | { name: string }): void {
  if (running) wake(running, kind.name);
}

function wake(state: Running, queue: string): void {
  const worker = state.workers.get(queue);
  if (worker) state.boss.notifyWorker(worker);
}

/** Wakes the queue's worker after each delay, unless it has received a job since this call. */
function wakeLater(state: Running, queue: string, delaysMs: number[]): void {
  if (!state.workers.has(queue)) return;
  const since = Date.now();
  for (const delayMs of delaysMs) {
    const timer = setTimeout(() => {
      state.wakeTimers.delete(timer);
      if ((state.lastJobAt.get(queue) ?? 0) < since) wake(state, queue);
    }, delayMs);
    timer.unref();
    state.wakeTimers.add(timer);
  }
}

/**
 * pg-boss's delay before the retry of a run that failed (its retryBackoff doubles retryDelay per
 * attempt, with jitter up to the doubled figure): the retry is due by then at the latest.
 */
function retryDueMs(job: { retryCount: number; retryDelay: number; retryBackoff: boolean }): number {
  const seconds = job.retryBackoff ? job.retryDelay * 2 ** Math.min(16, job.retryCount + 1) : job.retryDelay;
  return seconds * 1_000 + 100;
}

/** Resolves once this process runs no job (tests and scripts wait on it). */
export async function jobsIdle(): Promise<void> {
  while (running && running.inFlight.size > 0) await Promise.allSettled([...running.inFlight]);
}

function reasonOf(output: unknown): string {
  const value = (output ?? {}) as { message?: unknown; value?: { message?: unknown } };
  const message = value.message ?? value.value?.message;
  return (typeof message === "string" ? message : "job abandoned").slice(0, 500);
}

async function work(state: Running, kind: AnyKind): Promise<void> {
  const { boss, options, controller } = state;
  const expireMs = options.expireSeconds * 1_000;
  const track = <T>(promise: Promise<T>): Promise<T> => {
    state.inFlight.add(promise);
    return promise.finally(() => state.inFlight.delete(promise));
  };
  const poll = pollSeconds(options.expireSeconds);
  const worker = await boss.work<unknown>(
    kind.name,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: poll },
    ([job]) =>
      track(
        (async () => {
          if (!job) return;
          state.lastJobAt.set(kind.name, Date.now());
          const lastAttempt = job.retryCount >= job.retryLimit;
          try {
            const data = kind.data.parse(job.data);
            const outcome = await kind.run(data, {
              signal: controller.signal,
              until: Date.now() + expireMs / 4,
              token: randomUUID(),
              lastAttempt,
              log: options.log,
            });
            // Continued by a new job before this one completes: a crash in between leaves this one
            // to expire and be retried, and the token keeps the two runs from both writing.
            if (outcome === "continue") await boss.send(kind.name, data as object);
          } catch (error) {
            // pg-boss retries the job after its delay, or moves it to the dead-letter queue: this
            // process looks then, rather than at its next poll.
            if (lastAttempt) wakeLater(state, abandonedQueue(kind.name), WAKES_AFTER_ABANDONING_MS);
            else if (retryDueMs(job) < poll * 1_000) wakeLater(state, kind.name, [retryDueMs(job)]);
            throw error;
          }
          // Look for the next job at once rather than after a poll interval: a backlog drains
          // without waiting a poll per job.
          wake(state, kind.name);
        })(),
      ),
  );
  state.workers.set(kind.name, worker);
  const deadLetter = abandonedQueue(kind.name);
  const deadLetterWorker = await boss.work<unknown>(
    deadLetter,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: DEAD_LETTER_POLL_SECONDS },
    ([job]) => {
      if (!job) return Promise.resolve();
      state.lastJobAt.set(deadLetter, Date.now());
      return track(kind.abandoned(kind.data.parse(job.data), reasonOf(job.output)));
    },
  );
  state.workers.set(deadLetter, deadLetterWorker);
}

const DEADLOCK_DETECTED = "40P01";

/** Runs work again (up to five times, after a short random pause) when PostgreSQL aborted it as a deadlock's victim. */
async function retriedOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

/**
 * Starts pg-boss in this process (creating or migrating its schema and every kind's queue), and
 * its workers unless options.work is false. Returns stop(): runs in flight hand their jobs on at
 * their next saved point, and it resolves once none runs.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<() => Promise<void>> {
  if (running) throw new Error("The job queue is already started.");
  const boss = newBoss(options.expireSeconds);
  boss.on("error", (error: unknown) => options.log?.error({ err: error }, "job queue error"));
  await boss.start();
  // Several processes starting on one database create the same queues at once, and pg-boss's
  // create_queue (a row plus a partition of its job table) can deadlock against itself there;
  // PostgreSQL then aborts one side, which simply tries again (the queue exists by then).
  for (const [name, kind] of kinds) {
    await retriedOnDeadlock(() => boss.createQueue(abandonedQueue(name)));
    const retry = kind.retry
      ? { retryLimit: kind.retry.limit, retryDelay: kind.retry.delaySeconds, retryBackoff: true }
      : RETRY;
    const queue = { name, ...retry, expireInSeconds: options.expireSeconds, deadLetter: abandonedQueue(name) };
    // Created once by whichever process starts first; updated so a changed expiry applies.
    await retriedOnDeadlock(() => boss.createQueue(name, queue));
    await retriedOnDeadlock(() => boss.updateQueue(name, queue));
  }
  for (const kind of kinds.values()) if (kind.cron) await boss.schedule(kind.name, kind.cron, {});
  const state: Running = {
    boss,
    options,
    controller: new AbortController(),
    workers: new Map(),
    lastJobAt: new Map(),
    wakeTimers: new Set(),
    inFlight: new Set(),
  };
  running = state;
  if (options.work !== false) for (const kind of kinds.values()) await work(state, kind);
  return async () => {
    state.controller.abort();
    for (const timer of state.wakeTimers) clearTimeout(timer);
    state.wakeTimers.clear();
    await jobsIdle();
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    if (running === state) running = null;
  };
}

/** A queue's jobs by pg-boss state: waiting their first run, waiting a retry, running now. */
export type QueueCounts = { waiting: number; retrying: number; running: number };

/** The state of a kind's queue, through pg-boss's own count (getQueueSize by state order). */
export async function queueCounts(kind: { name: string }): Promise<QueueCounts> {
  const boss = bossForSending();
  const before = async (state: "retry" | "active" | "completed") =>
    (await boss.getQueueSize(kind.name, { before: state })) ?? 0;
  const [created, waitingAll, notDone] = await Promise.all([before("retry"), before("active"), before("completed")]);
  return { waiting: created, retrying: waitingAll - created, running: notDone - waitingAll };
}
