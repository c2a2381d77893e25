import { randomBytes } from "node:crypto";
import { encodeTraceCode, TRACE_CODE_RANDOM_BYTES } from "@suyuan/contracts/trace-code/trace-code";
import { getDatabase, prisma, type TransactionClient } from "@suyuan/db/client";
import { jobDrain } from "../../lib/job-drain.ts";
import type { Logger } from "../../lib/logger.ts";
import { recordOperation } from "../audit/record-operation.ts";

// Trace-code generation runs beside requests, never inside one. Approval only marks an application
// "queued". A worker (one per process: started at boot, polling, and kicked right after an approval
// in this process) claims a job with a lease, then writes the codes in chunks, each chunk in its
// own short transaction that also advances generated_count and renews the lease. So:
// - no request waits for generation, and on PGlite (one connection) other queries run between chunks;
// - several processes on one PostgreSQL share the queue (FOR UPDATE SKIP LOCKED; a lapsed lease is
//   taken over, and the old holder's next chunk fails its lease check and rolls back);
// - a crash loses at most the chunk in flight: the next holder continues after max(serial);
// - codes are invisible (not scannable, bindable or downloadable) until the status is "done",
//   which the last chunk's transaction sets: generation is atomic to every observer. A fatal error
//   marks the application "failed" and deletes its partial codes, so it ends with N codes or none.

export type GenerationSettings = {
  /** Codes per chunk transaction; undefined sizes chunks by time (see chunkSizer). */
  chunkSize: number | undefined;
  /** How long a claim holds without renewal before another process may take the job over. */
  leaseMs: number;
  /** How often the boot worker looks for queued jobs (other processes' approvals, lapsed leases). */
  pollMs: number;
  /** Pause between chunks, so requests queued behind the single PGlite connection get their turn. */
  pauseMs: number | undefined;
  /** Attempts of one chunk before the job is marked failed. */
  attempts: number;
  /** Start work right after an approval in this process. */
  kick: boolean;
  log: Logger | null;
};

const DEFAULTS: GenerationSettings = {
  chunkSize: undefined,
  leaseMs: 30_000,
  pollMs: 1_000,
  pauseMs: undefined,
  attempts: 3,
  kick: true,
  log: null,
};

let settings: GenerationSettings = { ...DEFAULTS };

export function configureCodeGeneration(patch: Partial<GenerationSettings>): void {
  settings = { ...settings, ...patch };
}

export function resetCodeGenerationSettings(): void {
  settings = { ...DEFAULTS };
}

/**
 * How many codes the next chunk writes. A size given by the caller or by CODE_GENERATION_CHUNK_SIZE
 * is kept as it is. Otherwise chunks are sized by time: each takes about `chunkMs`, whatever the
 * machine's speed or load. On PGlite a chunk holds the one connection and, running in this thread,
 * the event loop too, so its chunks stay short (with a pause after each for the requests that
 * queued meanwhile); on PostgreSQL a chunk blocks nobody and larger ones cost less overhead.
 */
type ChunkSizer = { next(): number; took(rows: number, ms: number): void };

function chunkSizer(override?: number): ChunkSizer {
  const fixed = override ?? settings.chunkSize;
  if (fixed) return { next: () => fixed, took: () => {} };
  const pglite = getDatabase().kind === "pglite";
  const targetMs = pglite ? 100 : 2_000;
  const [min, max] = pglite ? [200, 5_000] : [2_000, 50_000];
  let size = pglite ? 1_000 : 10_000;
  return {
    next: () => size,
    took(rows, ms) {
      // Move towards the size that takes targetMs, at most doubling at a time.
      const ideal = (rows * targetMs) / Math.max(ms, 1);
      size = Math.round(Math.min(max, Math.max(min, Math.min(ideal, size * 2))));
    },
  };
}

function pauseOf(): number {
  return settings.pauseMs ?? (getDatabase().kind === "pglite" ? 25 : 0);
}

/** A claimed job; `lease` is the lease_until this holder wrote, its fencing token. */
export type GenerationJob = {
  id: number;
  quantity: number;
  enterpriseId: number;
  goodsId: number;
  lease: Date;
  kind: "generate" | "cleanup";
};

class LeaseLost extends Error {}

const TX_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

type ClaimRow = { id: number; quantity: number; enterprise_id: number; goods_id: number; lease_until: Date };

function toJob(row: ClaimRow, kind: GenerationJob["kind"]): GenerationJob {
  return {
    id: row.id,
    quantity: row.quantity,
    enterpriseId: row.enterprise_id,
    goodsId: row.goods_id,
    lease: row.lease_until,
    kind,
  };
}

/**
 * Takes the oldest job nobody holds: a queued generation, one whose holder's lease lapsed (a crashed
 * or stopped process), or a failed one whose partial codes still need deleting. One statement, so
 * two processes never take the same job (the row lock, SKIP LOCKED, and the re-checked conditions).
 */
export async function claimGenerationJob(leaseMs = settings.leaseMs): Promise<GenerationJob | null> {
  const generate = await prisma.$queryRawUnsafe<ClaimRow[]>(
    `UPDATE code_application
        SET generation_status = 'generating', lease_until = now() + $1 * interval '1 millisecond', updated_at = now()
      WHERE id = (
        SELECT id FROM code_application
         WHERE status = 'approved'
           AND (generation_status = 'queued' OR (generation_status = 'generating' AND lease_until < now()))
         ORDER BY examined_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
        AND status = 'approved'
        AND (generation_status = 'queued' OR (generation_status = 'generating' AND lease_until < now()))
      RETURNING id, quantity, enterprise_id, goods_id, lease_until`,
    leaseMs,
  );
  if (generate[0]) return toJob(generate[0], "generate");
  const cleanup = await prisma.$queryRawUnsafe<ClaimRow[]>(
    `UPDATE code_application
        SET lease_until = now() + $1 * interval '1 millisecond', updated_at = now()
      WHERE id = (
        SELECT id FROM code_application
         WHERE generation_status = 'failed' AND generated_count > 0 AND (lease_until IS NULL OR lease_until < now())
         ORDER BY id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
        AND generation_status = 'failed' AND generated_count > 0 AND (lease_until IS NULL OR lease_until < now())
      RETURNING id, quantity, enterprise_id, goods_id, lease_until`,
    leaseMs,
  );
  return cleanup[0] ? toJob(cleanup[0], "cleanup") : null;
}

/** Fresh random codes: 65 bits each from the operating system's CSPRNG. */
function newCodes(count: number): string[] {
  const bytes = randomBytes(count * TRACE_CODE_RANDOM_BYTES);
  const codes = new Array<string>(count);
  for (let index = 0; index < count; index++) codes[index] = encodeTraceCode(bytes, index * TRACE_CODE_RANDOM_BYTES);
  return codes;
}

type Tx = TransactionClient;

/** Renews the lease if this holder still has it (else LeaseLost: the transaction rolls back). */
async function renewLease(tx: Tx, job: GenerationJob, status: string, set: string, params: unknown[]): Promise<Date> {
  const rows = await tx.$queryRawUnsafe<{ lease_until: Date }[]>(
    `UPDATE code_application
        SET ${set}, lease_until = now() + $3 * interval '1 millisecond', updated_at = now()
      WHERE id = $1 AND generation_status = '${status}' AND lease_until = $2
      RETURNING lease_until`,
    job.id,
    job.lease,
    settings.leaseMs,
    ...params,
  );
  if (!rows[0]) throw new LeaseLost();
  return rows[0].lease_until;
}

const INSERT_CODES = `INSERT INTO trace_code (code, application_id, serial, enterprise_id, goods_id)
  SELECT u.code, $3, u.serial, $4, $5 FROM unnest($1::text[], $2::int[]) AS u(code, serial)
  ON CONFLICT (code) DO NOTHING`;

/**
 * Writes serials from..to, in the caller's transaction. A code that already exists (a collision,
 * about one in 10^8 for a million codes among a billion) is skipped by ON CONFLICT and drawn again.
 */
async function insertSerials(tx: Tx, job: GenerationJob, from: number, to: number): Promise<void> {
  let serials = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  for (let round = 0; round < 10 && serials.length > 0; round++) {
    const inserted = await tx.$executeRawUnsafe(
      INSERT_CODES,
      newCodes(serials.length),
      serials,
      job.id,
      job.enterpriseId,
      job.goodsId,
    );
    if (inserted === serials.length) return;
    const present = await tx.$queryRawUnsafe<{ serial: number }[]>(
      `SELECT serial FROM trace_code WHERE application_id = $1 AND serial BETWEEN $2 AND $3`,
      job.id,
      from,
      to,
    );
    const have = new Set(present.map((row) => row.serial));
    serials = serials.filter((serial) => !have.has(serial));
  }
  if (serials.length > 0) throw new Error(`could not draw unique codes for ${serials.length} serials`);
}

const SYSTEM_ACTOR = { userId: null, username: null, siteId: null };
const SYSTEM_META = { ip: null };

export type RunOptions = {
  chunkSize?: number;
  /** Stops between chunks (shutdown, or a test simulating a crash). */
  signal?: AbortSignal;
  /** On stop, hand the lease back so another process continues at once (a crash leaves it to lapse). */
  releaseOnStop?: boolean;
  onChunk?: (progress: { id: number; generated: number; quantity: number }) => void;
};

export type RunResult = "done" | "failed" | "cleaned" | "stopped" | "lost";

const pause = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

async function withAttempts<T>(job: GenerationJob, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LeaseLost || attempt >= settings.attempts) throw error;
      settings.log?.warn({ err: error, applicationId: job.id, attempt }, "code generation chunk failed; retrying");
      await pause(500 * 2 ** (attempt - 1));
    }
  }
}

/** Hands the lease back (lapsed by the database's clock, which every process compares with). */
async function release(job: GenerationJob): Promise<void> {
  await prisma.$executeRawUnsafe(
    `UPDATE code_application SET lease_until = now() - interval '1 millisecond' WHERE id = $1 AND lease_until = $2`,
    job.id,
    job.lease,
  );
}

/** Generates a claimed job's codes to the end, chunk by chunk (continuing after max(serial)). */
async function generate(job: GenerationJob, options: RunOptions): Promise<RunResult> {
  const sizer = chunkSizer(options.chunkSize);
  const started = Date.now();
  const [{ max } = { max: 0 }] = await prisma.$queryRawUnsafe<{ max: number }[]>(
    `SELECT coalesce(max(serial), 0)::int AS max FROM trace_code WHERE application_id = $1`,
    job.id,
  );
  let generated = max;
  if (generated > job.quantity) throw new Error(`application ${job.id} has more codes than asked for`);
  for (;;) {
    if (options.signal?.aborted) {
      if (options.releaseOnStop) await release(job);
      return "stopped";
    }
    const from = generated + 1;
    const to = Math.min(job.quantity, generated + sizer.next());
    const last = to === job.quantity;
    const chunkStarted = performance.now();
    job.lease = await withAttempts(job, () =>
      prisma.$transaction(async (tx) => {
        const lease = await renewLease(
          tx,
          job,
          "generating",
          last
            ? `generated_count = $4, generation_status = 'done', generated_at = now(), generation_error = NULL`
            : `generated_count = $4`,
          [to],
        );
        if (to >= from) await insertSerials(tx, job, from, to);
        if (last) {
          await tx.codeApplication.update({ where: { id: job.id }, data: { leaseUntil: null } });
          await recordOperation(tx, {
            actor: SYSTEM_ACTOR,
            meta: SYSTEM_META,
            operation: "generate-codes",
            resource: "code-application",
            targetId: job.id,
            detail: { quantity: job.quantity, ms: Date.now() - started, resumedFrom: max },
          });
        }
        return lease;
      }, TX_OPTIONS),
    );
    sizer.took(to - from + 1, performance.now() - chunkStarted);
    generated = to;
    options.onChunk?.({ id: job.id, generated, quantity: job.quantity });
    if (last) {
      // PGlite has no autovacuum: refresh the planner's statistics after a large insert, or range
      // queries on trace_code keep planning for the empty table it once was.
      if (getDatabase().kind === "pglite" && job.quantity >= 10_000)
        await prisma.$executeRawUnsafe("ANALYZE trace_code");
      return "done";
    }
    await pause(pauseOf());
  }
}

/** Marks a job failed (keeping the lease for the cleanup that follows). */
async function markFailed(job: GenerationJob, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  job.lease = await prisma.$transaction(async (tx) => {
    const lease = await renewLease(tx, job, "generating", `generation_status = 'failed', generation_error = $4`, [
      message,
    ]);
    await recordOperation(tx, {
      actor: SYSTEM_ACTOR,
      meta: SYSTEM_META,
      operation: "generate-codes",
      resource: "code-application",
      targetId: job.id,
      outcome: "failure",
      detail: { quantity: job.quantity, error: message },
    });
    return lease;
  }, TX_OPTIONS);
  job.kind = "cleanup";
}

/** Deletes a failed job's partial codes (never visible to anyone), newest serials first, in chunks. */
async function cleanup(job: GenerationJob, options: RunOptions): Promise<RunResult> {
  const sizer = chunkSizer(options.chunkSize);
  for (;;) {
    if (options.signal?.aborted) {
      if (options.releaseOnStop) await release(job);
      return "stopped";
    }
    const done = await prisma.$transaction(async (tx) => {
      const [{ max } = { max: 0 }] = await tx.$queryRawUnsafe<{ max: number }[]>(
        `SELECT coalesce(max(serial), 0)::int AS max FROM trace_code WHERE application_id = $1`,
        job.id,
      );
      const keep = Math.max(0, max - sizer.next());
      job.lease = await renewLease(tx, job, "failed", `generated_count = $4`, [keep]);
      await tx.$executeRawUnsafe(`DELETE FROM trace_code WHERE application_id = $1 AND serial > $2`, job.id, keep);
      if (keep === 0) await tx.codeApplication.update({ where: { id: job.id }, data: { leaseUntil: null } });
      return keep === 0;
    }, TX_OPTIONS);
    if (done) return "cleaned";
    await pause(pauseOf());
  }
}

/** Runs one claimed job to its end: done, or failed with its partial codes deleted. */
export async function runGenerationJob(job: GenerationJob, options: RunOptions = {}): Promise<RunResult> {
  try {
    if (job.kind === "generate") {
      try {
        return await generate(job, options);
      } catch (error) {
        if (error instanceof LeaseLost) throw error;
        settings.log?.error({ err: error, applicationId: job.id }, "code generation failed");
        await markFailed(job, error);
      }
      await cleanup(job, options);
      return "failed";
    }
    return await cleanup(job, options);
  } catch (error) {
    if (error instanceof LeaseLost) {
      settings.log?.warn({ applicationId: job.id }, "code generation lease taken over by another process");
      return "lost";
    }
    throw error;
  }
}

/** Claims and runs jobs until none is left; returns how many ran. */
export async function drainCodeGeneration(options: RunOptions = {}): Promise<number> {
  let ran = 0;
  for (;;) {
    if (options.signal?.aborted) return ran;
    const job = await claimGenerationJob();
    if (!job) return ran;
    await runGenerationJob(job, options);
    ran++;
  }
}

const worker = jobDrain(
  (signal) => drainCodeGeneration({ signal, releaseOnStop: true }),
  (error) => settings.log?.error({ err: error }, "code generation worker error"),
);

/** Starts generation now (after an approval or a retry in this process) instead of at the next poll. */
export function kickCodeGeneration(): void {
  if (settings.kick) worker.kick();
}

/** Resolves once this process's worker has nothing in hand (tests and benchmarks wait on it). */
export function codeGenerationIdle(): Promise<void> {
  return worker.idle();
}

/**
 * The boot worker: polls for jobs every pollMs. Returns stop(), which lets the chunk in flight
 * finish, hands the lease back and resolves when the worker is idle.
 */
export function startCodeGenerationWorker(options: { chunkSize?: number; log: Logger }): () => Promise<void> {
  configureCodeGeneration({ log: options.log, ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}) });
  return worker.start(settings.pollMs);
}
