import { SITE_JOB_ERRORS_KEPT, type TSiteJob } from "@suyuan/contracts/static-pages/site-job";
import { prisma, type DbClient, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { ClaimedSiteJob, ItemError } from "./site-job-kind.ts";

// The rows of cms_site_job: queued by a request (in the request's transaction), claimed by a worker
// of any process with a lease (one statement, FOR UPDATE SKIP LOCKED), advanced step by step under
// that lease, and read back as progress.

export type NewSiteJob = { siteId: number; kind: string; params: Prisma.InputJsonObject; createdById: number | null };

/**
 * Queues a job in the caller's transaction. With `unique`, a job of the same kind and parameters
 * still queued or running on the site refuses the new one (a second click would do it all again).
 */
export async function enqueueSiteJob(db: DbClient, job: NewSiteJob, unique = false): Promise<number> {
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

type ClaimRow = {
  id: number;
  site_id: number;
  kind: string;
  params: unknown;
  total: number;
  done: number;
  cursor: unknown;
  lease_until: Date;
  created_by_id: number | null;
};

/**
 * Takes the oldest job nobody holds: a queued one, or a running one whose holder's lease lapsed (a
 * crashed or stopped process). One statement, so two processes never take the same job.
 */
export async function claimSiteJob(kinds: string[], leaseMs: number): Promise<ClaimedSiteJob | null> {
  if (kinds.length === 0) return null;
  const rows = await prisma.$queryRawUnsafe<ClaimRow[]>(
    `UPDATE cms_site_job
        SET status = 'running', lease_until = now() + $1::int * interval '1 millisecond',
            started_at = coalesce(started_at, now())
      WHERE id = (
        SELECT id FROM cms_site_job
         WHERE kind = ANY($2::text[])
           AND (status = 'queued' OR (status = 'running' AND lease_until < now()))
         ORDER BY id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
        AND (status = 'queued' OR (status = 'running' AND lease_until < now()))
      RETURNING id, site_id, kind, params, total, done, cursor, lease_until, created_by_id`,
    leaseMs,
    kinds,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    siteId: row.site_id,
    kind: row.kind,
    params: row.params,
    total: row.total,
    done: row.done,
    cursor: row.cursor,
    lease: row.lease_until,
    createdById: row.created_by_id,
  };
}

/** Thrown when the holder's lease is no longer its own: its transaction rolls back. */
export class LeaseLost extends Error {}

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
 * Saves a step's progress and renews the lease, if this holder still has it (else LeaseLost). The
 * last step marks the job done, its total what it did.
 */
export async function advanceSiteJob(db: DbClient, job: ClaimedSiteJob, step: Advance, leaseMs: number): Promise<Date> {
  const rows = await db.$queryRawUnsafe<{ lease_until: Date | null }[]>(
    `UPDATE cms_site_job
        SET done = done + $3::int,
            current = coalesce($4::text, current),
            cursor = $5::jsonb,
            error_count = error_count + $6::int,
            errors = CASE WHEN $6::int = 0 THEN errors ELSE ${APPEND_ERRORS("$7")} END,
            total = CASE WHEN $8::boolean THEN done + $3::int ELSE greatest(total, done + $3::int) END,
            status = CASE WHEN $8::boolean THEN 'done' ELSE status END,
            finished_at = CASE WHEN $8::boolean THEN now() ELSE finished_at END,
            lease_until = CASE WHEN $8::boolean THEN NULL ELSE now() + $9::int * interval '1 millisecond' END
      WHERE id = $1 AND status = 'running' AND lease_until = $2
      RETURNING lease_until`,
    job.id,
    job.lease,
    step.items,
    step.current,
    JSON.stringify(step.cursor ?? null),
    step.errors.length,
    JSON.stringify(step.errors),
    step.finished,
    leaseMs,
  );
  const row = rows[0];
  if (!row) throw new LeaseLost();
  return row.lease_until ?? job.lease;
}

/** Saves the counted total when a job starts (renewing the lease). */
export async function saveSiteJobTotal(job: ClaimedSiteJob, total: number, leaseMs: number): Promise<Date> {
  const rows = await prisma.$queryRawUnsafe<{ lease_until: Date }[]>(
    `UPDATE cms_site_job SET total = $3::int, lease_until = now() + $4::int * interval '1 millisecond'
      WHERE id = $1 AND status = 'running' AND lease_until = $2
      RETURNING lease_until`,
    job.id,
    job.lease,
    total,
    leaseMs,
  );
  if (!rows[0]) throw new LeaseLost();
  return rows[0].lease_until;
}

/** Marks a job failed with the fatal error as its last error. */
export async function failSiteJob(db: DbClient, job: ClaimedSiteJob, message: string): Promise<void> {
  const count = await db.$executeRawUnsafe(
    `UPDATE cms_site_job
        SET status = 'failed', finished_at = now(), lease_until = NULL, error_count = error_count + 1,
            errors = ${APPEND_ERRORS("$3")}
      WHERE id = $1 AND status = 'running' AND lease_until = $2`,
    job.id,
    job.lease,
    JSON.stringify([{ item: "", message }]),
  );
  if (count !== 1) throw new LeaseLost();
}

/** Hands the lease back (lapsed by the database's clock) so another worker continues at once. */
export async function releaseSiteJob(job: ClaimedSiteJob): Promise<void> {
  await prisma.$executeRawUnsafe(
    `UPDATE cms_site_job SET lease_until = now() - interval '1 millisecond' WHERE id = $1 AND lease_until = $2`,
    job.id,
    job.lease,
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
