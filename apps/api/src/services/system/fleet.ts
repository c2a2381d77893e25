import type { TFleetJobs, TFleetOutput, TFleetProcess } from "@suyuan/contracts/system/fleet";
import { getDatabase, queryRows } from "@suyuan/db/client";
import {
  FEED_APPLICATION_PREFIX,
  feedApplicationName,
  parseFeedApplicationName,
  PROCESS_STARTED_AT,
} from "@suyuan/db/process-identity";
import { hostname } from "node:os";
import { APP_VERSION } from "../../app-version.ts";
import { codeGenerationJob } from "../code-application/generation.ts";
import { queueCounts } from "../jobs/job-queue.ts";
import { siteJob } from "../site-job/site-job-runner.ts";

// The fleet view: which API processes serve this database (each one's change-feed connection
// names it in pg_stat_activity, see process-identity.ts) and the background work by state (the
// job queue's own counts, and the failures the domain tables record).

type ActivityRow = { name: string; address: string | null };

async function processes(): Promise<TFleetProcess[]> {
  if (getDatabase().kind === "pglite") {
    // The embedded database serves this one process.
    return [
      {
        host: hostname(),
        pid: process.pid,
        version: APP_VERSION,
        startedAt: PROCESS_STARTED_AT,
        address: null,
        self: true,
      },
    ];
  }
  const own = feedApplicationName(APP_VERSION);
  const rows = await queryRows<ActivityRow>(
    `SELECT application_name AS name, host(client_addr) AS address
       FROM pg_stat_activity
      WHERE datname = current_database() AND application_name LIKE $1
      ORDER BY backend_start`,
    [`${FEED_APPLICATION_PREFIX} %`],
  );
  return rows.flatMap((row) => {
    const identity = parseFeedApplicationName(row.name);
    return identity ? [{ ...identity, address: row.address, self: row.name === own }] : [];
  });
}

/** Jobs that ended failed in the last 24 hours, by kind (the domain tables record the outcome). */
async function failedToday(): Promise<Record<TFleetJobs["kind"], number>> {
  const [row] = await queryRows<{ codeGeneration: number; siteJob: number }>(
    `SELECT (SELECT count(*)::int FROM code_application
              WHERE generation_status = 'failed' AND updated_at > now() - interval '1 day') AS "codeGeneration",
            (SELECT count(*)::int FROM cms_site_job
              WHERE status = 'failed' AND finished_at > now() - interval '1 day') AS "siteJob"`,
  );
  return row ?? { codeGeneration: 0, siteJob: 0 };
}

/** Each kind's queue as pg-boss counts it (waiting, waiting a retry, running), and its failures. */
async function jobs(): Promise<TFleetJobs[]> {
  const [failed, generation, site] = await Promise.all([
    failedToday(),
    queueCounts(codeGenerationJob),
    queueCounts(siteJob),
  ]);
  return [
    { kind: "codeGeneration", ...generation, failed: failed.codeGeneration },
    { kind: "siteJob", ...site, failed: failed.siteJob },
  ];
}

export async function findFleet(): Promise<TFleetOutput> {
  const [list, work] = await Promise.all([processes(), jobs()]);
  return { database: getDatabase().kind, processes: list, jobs: work };
}
