import { randomBytes } from "node:crypto";
import { z } from "zod";
import { encodeTraceCode, TRACE_CODE_RANDOM_BYTES } from "@suyuan/contracts/trace-code/trace-code";
import { getDatabase, prisma, type DbClient, type TransactionClient } from "@suyuan/db/client";
import { recordOperation } from "../audit/record-operation.ts";
import { defineJobKind, enqueueJob, wakeJobWorker, type JobRun } from "../jobs/job-queue.ts";

// Trace-code generation is a kind of background job (jobs/job-queue.ts, on pg-boss). Approval marks
// an application "queued" and queues its job in the same transaction; any process's worker runs
// it. The codes are written in chunks, each chunk in its own short transaction that also advances
// generated_count and checks the run's fencing token (job_token). So:
// - no request waits for generation, and on PGlite (one connection) other queries run between chunks;
// - a run whose process died is resumed by pg-boss after its expiry; it continues after max(serial),
//   and the old run, if it was only stalled, fails its token check at its next chunk and rolls back;
// - codes are invisible (not scannable, bindable or downloadable) until the status is "done",
//   which the last chunk's transaction sets: generation is atomic to every observer. An error on
//   pg-boss's last attempt marks the application "failed" and deletes its partial codes, so it ends
//   with N codes or none.

/** Codes per chunk transaction; undefined sizes chunks by time (see chunkSizer). Set at start. */
let fixedChunkSize: number | undefined;

/** The chunk size CODE_GENERATION_CHUNK_SIZE gives (undefined: by time); tests change it too. */
export function setCodeGenerationChunkSize(size: number | undefined): void {
  fixedChunkSize = size;
}

/**
 * How many codes the next chunk writes. A size given by CODE_GENERATION_CHUNK_SIZE is kept as it
 * is. Otherwise chunks are sized by time: each takes about `chunkMs`, whatever the machine's speed
 * or load. On PGlite a chunk holds the one connection and, running in this thread, the event loop
 * too, so its chunks stay short (with a pause after each for the requests that queued meanwhile);
 * on PostgreSQL a chunk blocks nobody and larger ones cost less overhead.
 */
type ChunkSizer = { next(): number; took(rows: number, ms: number): void };

function chunkSizer(): ChunkSizer {
  const fixed = fixedChunkSize;
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

/** Pause between chunks, so requests queued behind the single PGlite connection get their turn. */
function pauseOf(): number {
  return getDatabase().kind === "pglite" ? 25 : 0;
}

/** An application as its run holds it; `token` is the run's fencing token. */
type Held = { id: number; quantity: number; enterpriseId: number; goodsId: number; token: string };

/** Thrown when another run took the job over: the chunk's transaction rolls back. */
class TokenLost extends Error {}

const TX_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

type StartRow = { id: number; quantity: number; enterprise_id: number; goods_id: number; generation_status: string };

/**
 * Takes the application for this run: a queued or unfinished generation, or a failed one whose
 * partial codes still need deleting. Null when there is nothing to do (done, deleted, cleaned).
 */
async function hold(id: number, token: string): Promise<{ held: Held; mode: "generate" | "cleanup" } | null> {
  const rows = await prisma.$queryRawUnsafe<StartRow[]>(
    `UPDATE code_application
        SET job_token = $2::uuid,
            generation_status = CASE WHEN generation_status = 'queued' THEN 'generating' ELSE generation_status END,
            updated_at = now()
      WHERE id = $1 AND status = 'approved'
        AND (generation_status IN ('queued', 'generating') OR (generation_status = 'failed' AND generated_count > 0))
      RETURNING id, quantity, enterprise_id, goods_id, generation_status`,
    id,
    token,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    held: { id: row.id, quantity: row.quantity, enterpriseId: row.enterprise_id, goodsId: row.goods_id, token },
    mode: row.generation_status === "failed" ? "cleanup" : "generate",
  };
}

/** Fresh random codes: 65 bits each from the operating system's CSPRNG. */
function newCodes(count: number): string[] {
  const bytes = randomBytes(count * TRACE_CODE_RANDOM_BYTES);
  const codes = new Array<string>(count);
  for (let index = 0; index < count; index++) codes[index] = encodeTraceCode(bytes, index * TRACE_CODE_RANDOM_BYTES);
  return codes;
}

type Tx = TransactionClient;

/** Updates the row if this run still holds it (else TokenLost: the transaction rolls back). */
async function fenced(tx: Tx, held: Held, status: string, set: string, params: unknown[]): Promise<void> {
  const count = await tx.$executeRawUnsafe(
    `UPDATE code_application SET ${set}, updated_at = now()
      WHERE id = $1 AND generation_status = '${status}' AND job_token = $2::uuid`,
    held.id,
    held.token,
    ...params,
  );
  if (count !== 1) throw new TokenLost();
}

const INSERT_CODES = `INSERT INTO trace_code (code, application_id, serial, enterprise_id, goods_id)
  SELECT u.code, $3, u.serial, $4, $5 FROM unnest($1::text[], $2::int[]) AS u(code, serial)
  ON CONFLICT (code) DO NOTHING`;

/**
 * Writes serials from..to, in the caller's transaction. A code that already exists (a collision,
 * about one in 10^8 for a million codes among a billion) is skipped by ON CONFLICT and drawn again.
 */
async function insertSerials(tx: Tx, held: Held, from: number, to: number): Promise<void> {
  let serials = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  for (let round = 0; round < 10 && serials.length > 0; round++) {
    const inserted = await tx.$executeRawUnsafe(
      INSERT_CODES,
      newCodes(serials.length),
      serials,
      held.id,
      held.enterpriseId,
      held.goodsId,
    );
    if (inserted === serials.length) return;
    const present = await tx.$queryRawUnsafe<{ serial: number }[]>(
      `SELECT serial FROM trace_code WHERE application_id = $1 AND serial BETWEEN $2 AND $3`,
      held.id,
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

/** Tests watch a run's progress (and stop it, or take it over, between chunks). */
export type RunHooks = { onChunk?: (generated: number) => void | Promise<void> };

/** How a run ended: finished ("done"), handed on ("continue": stopping, or its time slice used). */
export type RunOutcome = "done" | "continue";

const pause = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

const timeToHandOn = (run: JobRun) => run.signal.aborted || Date.now() > run.until;

/** Writes the held application's codes chunk by chunk, continuing after max(serial). */
async function generate(held: Held, run: JobRun, hooks: RunHooks): Promise<RunOutcome> {
  const sizer = chunkSizer();
  const started = Date.now();
  const [{ max } = { max: 0 }] = await prisma.$queryRawUnsafe<{ max: number }[]>(
    `SELECT coalesce(max(serial), 0)::int AS max FROM trace_code WHERE application_id = $1`,
    held.id,
  );
  let generated = max;
  if (generated > held.quantity) throw new Error(`application ${held.id} has more codes than asked for`);
  for (;;) {
    if (timeToHandOn(run)) return "continue";
    const from = generated + 1;
    const to = Math.min(held.quantity, generated + sizer.next());
    const last = to === held.quantity;
    const chunkStarted = performance.now();
    await prisma.$transaction(async (tx) => {
      await fenced(
        tx,
        held,
        "generating",
        last
          ? `generated_count = $3, generation_status = 'done', generated_at = now(), generation_error = NULL, job_token = NULL`
          : `generated_count = $3`,
        [to],
      );
      if (to >= from) await insertSerials(tx, held, from, to);
      if (last)
        await recordOperation(tx, {
          actor: SYSTEM_ACTOR,
          meta: SYSTEM_META,
          operation: "generate-codes",
          resource: "code-application",
          targetId: held.id,
          detail: { quantity: held.quantity, ms: Date.now() - started, resumedFrom: max },
        });
    }, TX_OPTIONS);
    sizer.took(to - from + 1, performance.now() - chunkStarted);
    generated = to;
    run.log?.debug({ applicationId: held.id, generated }, "code generation chunk");
    await hooks.onChunk?.(generated);
    if (last) {
      // PGlite has no autovacuum: refresh the planner's statistics after a large insert, or range
      // queries on trace_code keep planning for the empty table it once was.
      if (getDatabase().kind === "pglite" && held.quantity >= 10_000)
        await prisma.$executeRawUnsafe("ANALYZE trace_code");
      run.log?.info({ applicationId: held.id, quantity: held.quantity, resumedFrom: max }, "code generation done");
      return "done";
    }
    await pause(pauseOf());
  }
}

/**
 * Marks the application failed; its partial codes are deleted next (cleanup). With a token, only
 * if that run still holds it (and keeps it for the cleanup); without, whoever holds it loses it.
 */
async function markFailed(
  tx: Tx,
  id: number,
  message: string,
  quantity: number,
  token: string | null,
): Promise<boolean> {
  const count = await tx.$executeRawUnsafe(
    `UPDATE code_application SET generation_status = 'failed', generation_error = $2, job_token = $3::uuid, updated_at = now()
      WHERE id = $1 AND generation_status IN ('queued', 'generating') AND ($3::uuid IS NULL OR job_token = $3::uuid)`,
    id,
    message,
    token,
  );
  if (count !== 1) return false;
  await recordOperation(tx, {
    actor: SYSTEM_ACTOR,
    meta: SYSTEM_META,
    operation: "generate-codes",
    resource: "code-application",
    targetId: id,
    outcome: "failure",
    detail: { quantity, error: message },
  });
  return true;
}

/** Deletes a failed application's partial codes (never visible to anyone), newest serials first, in chunks. */
async function cleanup(held: Held, run: JobRun): Promise<RunOutcome> {
  const sizer = chunkSizer();
  for (;;) {
    if (timeToHandOn(run)) return "continue";
    const done = await prisma.$transaction(async (tx) => {
      const [{ max } = { max: 0 }] = await tx.$queryRawUnsafe<{ max: number }[]>(
        `SELECT coalesce(max(serial), 0)::int AS max FROM trace_code WHERE application_id = $1`,
        held.id,
      );
      const keep = Math.max(0, max - sizer.next());
      await fenced(tx, held, "failed", keep === 0 ? `generated_count = $3, job_token = NULL` : `generated_count = $3`, [
        keep,
      ]);
      await tx.$executeRawUnsafe(`DELETE FROM trace_code WHERE application_id = $1 AND serial > $2`, held.id, keep);
      return keep === 0;
    }, TX_OPTIONS);
    if (done) return "done";
    await pause(pauseOf());
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One run of an application's generation job: to the end (done, or failed with its partial codes
 * deleted), or until it hands on. An error is thrown for pg-boss to retry, except on the last
 * attempt, which marks the application failed.
 */
export async function runCodeGeneration(
  applicationId: number,
  run: JobRun,
  hooks: RunHooks = {},
): Promise<RunOutcome | "lost"> {
  const start = await hold(applicationId, run.token);
  if (!start) return "done";
  const { held } = start;
  try {
    if (start.mode === "generate") {
      try {
        return await generate(held, run, hooks);
      } catch (error) {
        if (error instanceof TokenLost || !run.lastAttempt) throw error;
        run.log?.error({ err: error, applicationId }, "code generation failed");
        const marked = await prisma.$transaction(
          (tx) => markFailed(tx, applicationId, errorText(error), held.quantity, held.token),
          TX_OPTIONS,
        );
        if (!marked) throw new TokenLost();
      }
    }
    return await cleanup(held, run);
  } catch (error) {
    if (error instanceof TokenLost) {
      run.log?.warn({ applicationId }, "code generation taken over by another run");
      return "lost";
    }
    throw error;
  }
}

export const codeGenerationJob = defineJobKind({
  name: "code-generation",
  data: z.object({ applicationId: z.number().int() }),
  async run({ applicationId }, run) {
    const outcome = await runCodeGeneration(applicationId, run);
    return outcome === "continue" ? "continue" : "done";
  },
  // pg-boss gave up (every attempt failed or expired): failed, and the partial codes deleted by a new run.
  async abandoned({ applicationId }, reason) {
    const row = await prisma.codeApplication.findUnique({ where: { id: applicationId }, select: { quantity: true } });
    if (!row) return;
    await prisma.$transaction(async (tx) => {
      if (!(await markFailed(tx, applicationId, reason, row.quantity, null))) return;
      await enqueueJob(tx, codeGenerationJob, { applicationId });
    }, TX_OPTIONS);
    wakeJobWorker(codeGenerationJob);
  },
});

/** Queues an application's generation in the caller's transaction (approval, an administrator's retry). */
export function queueCodeGeneration(tx: DbClient, applicationId: number): Promise<void> {
  return enqueueJob(tx, codeGenerationJob, { applicationId });
}

/** Starts a queued generation in this process now (after the queueing transaction committed). */
export function startQueuedCodeGeneration(): void {
  wakeJobWorker(codeGenerationJob);
}
