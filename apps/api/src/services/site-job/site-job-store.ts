import { SITE_JOB_ERRORS_KEPT, type TSiteJob } from "@suyuan/contracts/static-pages/site-job";
import { prisma, type DbClient, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { ClaimedSiteJob, ItemError } from "./site-job-kind.ts";

// The rows of cms_site_job, the progress record of site jobs: inserted by a request (in the
// request's transaction, with its job-queue job), held by one run at a time (job_token), advanced
// step by step under that token, and read back as progress.

export type NewSiteJob = { siteId: number; kind: string; params: Prisma.InputJsonObject; createdById: number | null };

/**
 * Inserts a job's row in the caller's transaction. With `unique`, a job of the same kind and
 * parameters still queued or running on the site refuses the new one (a second click would do it
 * all again).
 */
export async function insertSiteJob(db: DbClient, job: NewSiteJob, unique = false): Promise<number> {
  if (unique) {
    const same = await db.$queryRawUnsafe<{ id: number }[]>(
      `SELECT id FROM cms_site_job
        WHERE site_id = $1 AND kind = $2 AND params = $3::jsonb AND status IN ('queued', 'running') LIMIT 1`,
      job.siteId,
      job.kind,
      JSON.stringify(job.params),
    );
    if (same[0]) throw new AppError("RULE_VIOLATION", { messageKey: "staticPages.jobRunning" });
  }
  const row = await db.siteJob.create({
    data: { siteId: job.siteId, kind: job.kind, params: job.params, createdById: job.createdById },
    select: { id: true },
  });
  return row.id;
}

type HoldRow = {
  id: number;
  site_id: number;
  kind: string;
  params: unknown;
  total: number;
  done: number;
  cursor: unknown;
  created_by_id: number | null;
};

/**
 * Makes `token` the job's holder: a queued job, or a running one whose run stopped or died (the job
 * queue runs a job once at a time and hands it on only then). Null once it is done or failed.
 */
export async function holdSiteJob(id: number, token: string): Promise<ClaimedSiteJob | null> {
  const rows = await prisma.$queryRawUnsafe<HoldRow[]>(
    `UPDATE cms_site_job
        SET status = 'running', job_token = $2::uuid, started_at = coalesce(started_at, now())
      WHERE id = $1 AND status IN ('queued', 'running')
      RETURNING id, site_id, kind, params, total, done, cursor, created_by_id`,
    id,
    token,
  );
  const row = rows[0];
  if (!row) return null;
  await followTaskResult(prisma, row.id);
  return {
    id: row.id,
    siteId: row.site_id,
    kind: row.kind,
    params: row.params,
    total: row.total,
    done: row.done,
    cursor: row.cursor,
    token,
    createdById: row.created_by_id,
  };
}

/** Thrown when another run took the job over: the step's transaction rolls back. */
export class TokenLost extends Error {}

/** New errors appended to the kept ones (the first SITE_JOB_ERRORS_KEPT stay), in SQL. */
const APPEND_ERRORS = (param: string) => `(SELECT coalesce(jsonb_agg(e.value ORDER BY e.n), '[]'::jsonb)
     FROM jsonb_array_elements(errors || ${param}::jsonb) WITH ORDINALITY AS e(value, n)
    WHERE e.n <= ${SITE_JOB_ERRORS_KEPT})`;

export type Advance = {
  items: number;
  current: string | null;
  cursor: unknown;
  errors: ItemError[];
  finished: boolean;
};

/**
 * Saves a step's progress if this run still holds the job (else TokenLost). The last step marks
 * the job done, its total what it did.
 */
export async function advanceSiteJob(db: DbClient, job: ClaimedSiteJob, step: Advance): Promise<void> {
  const count = await db.$executeRawUnsafe(
    `UPDATE cms_site_job
        SET done = done + $3::int,
            current = coalesce($4::text, current),
            cursor = $5::jsonb,
            error_count = error_count + $6::int,
            errors = CASE WHEN $6::int = 0 THEN errors ELSE ${APPEND_ERRORS("$7")} END,
            total = CASE WHEN $8::boolean THEN done + $3::int ELSE greatest(total, done + $3::int) END,
            status = CASE WHEN $8::boolean THEN 'done' ELSE status END,
            finished_at = CASE WHEN $8::boolean THEN now() ELSE finished_at END,
            job_token = CASE WHEN $8::boolean THEN NULL ELSE job_token END
      WHERE id = $1 AND status = 'running' AND job_token = $2::uuid`,
    job.id,
    job.token,
    step.items,
    step.current,
    JSON.stringify(step.cursor ?? null),
    step.errors.length,
    JSON.stringify(step.errors),
    step.finished,
  );
  if (count !== 1) throw new TokenLost();
  if (step.finished) await followTaskResult(db, job.id);
}

/** Saves the counted total when a job starts. */
export async function saveSiteJobTotal(job: ClaimedSiteJob, total: number): Promise<void> {
  const count = await prisma.$executeRawUnsafe(
    `UPDATE cms_site_job SET total = $3::int WHERE id = $1 AND status = 'running' AND job_token = $2::uuid`,
    job.id,
    job.token,
    total,
  );
  if (count !== 1) throw new TokenLost();
}

/**
 * Marks a job failed with the fatal error as its last error: only while `token` holds it, or, with
 * a null token (the job queue gave the job up), whoever holds it. False when it was not open or held.
 */
export async function failSiteJob(db: DbClient, id: number, token: string | null, message: string): Promise<boolean> {
  const count = await db.$executeRawUnsafe(
    `UPDATE cms_site_job
        SET status = 'failed', finished_at = now(), job_token = NULL, error_count = error_count + 1,
            errors = ${APPEND_ERRORS("$3")}
      WHERE id = $1 AND status IN ('queued', 'running') AND ($2::uuid IS NULL OR job_token = $2::uuid)`,
    id,
    token,
    JSON.stringify([{ item: "", message }]),
  );
  if (count === 1) await followTaskResult(db, id);
  return count === 1;
}

/**
 * A scheduled task whose last firing is this job shows the job's state as its last result (with
 * the job's own write, in its transaction): running, done or failed, how long it took, and why it
 * failed.
 */
async function followTaskResult(db: DbClient, jobId: number): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE cms_scheduled_task t
        SET last_status = j.status,
            last_duration_ms = CASE WHEN j.finished_at IS NULL THEN NULL
                                    ELSE (extract(epoch FROM j.finished_at - j.started_at) * 1000)::int END,
            last_message = CASE WHEN j.status = 'failed' THEN left(j.errors -> -1 ->> 'message', 500) END
       FROM cms_site_job j
      WHERE j.id = $1 AND t.last_job_id = j.id`,
    jobId,
  );
}

const JOB_SELECT = {
  id: true,
  kind: true,
  status: true,
  params: true,
  total: true,
  done: true,
  current: true,
  errors: true,
  errorCount: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
} as const;

type JobRow = Prisma.SiteJobGetPayload<{ select: typeof JOB_SELECT }>;

function toSiteJob(row: JobRow): TSiteJob {
  const errors = Array.isArray(row.errors) ? row.errors : [];
  const params = row.params && typeof row.params === "object" && !Array.isArray(row.params) ? row.params : {};
  return {
    ...row,
    kind: row.kind as TSiteJob["kind"],
    status: row.status as TSiteJob["status"],
    params,
    errors: errors.map((error) => {
      const record = (error ?? {}) as { item?: unknown; message?: unknown };
      const text = (value: unknown) => (typeof value === "string" ? value : "");
      return { item: text(record.item), message: text(record.message) };
    }),
  };
}

/** A site's latest jobs of these kinds, newest first (the progress the admin polls). */
export async function findSiteJobs(siteId: number, kinds: readonly string[], limit: number): Promise<TSiteJob[]> {
  const rows = await prisma.siteJob.findMany({
    where: { siteId, kind: { in: [...kinds] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: JOB_SELECT,
  });
  return rows.map(toSiteJob);
}

/** Finished jobs are kept this long (the progress list shows the latest ones). */
const KEEP_FINISHED_DAYS = 30;

/** Deletes finished jobs past their keeping time (every content change on a static site adds one). */
export async function pruneSiteJobs(): Promise<number> {
  return prisma.$executeRawUnsafe(
    `DELETE FROM cms_site_job
      WHERE status IN ('done', 'failed') AND finished_at < now() - $1::int * interval '1 day'`,
    KEEP_FINISHED_DAYS,
  );
}
