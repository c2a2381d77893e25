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

// The fleet view: which API processes serve this database (each one's change-feed connection
// names it in pg_stat_activity, see process-identity.ts) and the background work by state.

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

type JobRow = { kind: TFleetJobs["kind"]; waiting: number; running: number; failed: number };

/** Code generation and site jobs by state (failed: in the last 24 hours). */
function jobs(): Promise<JobRow[]> {
  return queryRows<JobRow>(
    `SELECT 'codeGeneration' AS kind,
            count(*) FILTER (WHERE generation_status = 'queued')::int AS waiting,
            count(*) FILTER (WHERE generation_status = 'generating')::int AS running,
            count(*) FILTER (WHERE generation_status = 'failed' AND updated_at > now() - interval '1 day')::int AS failed
       FROM code_application
      WHERE generation_status IN ('queued', 'generating', 'failed')
     UNION ALL
     SELECT 'siteJob',
            count(*) FILTER (WHERE status = 'queued')::int,
            count(*) FILTER (WHERE status = 'running')::int,
            count(*) FILTER (WHERE status = 'failed' AND finished_at > now() - interval '1 day')::int
       FROM cms_site_job
      WHERE status IN ('queued', 'running', 'failed')`,
  );
}

export async function findFleet(): Promise<TFleetOutput> {
  const [list, work] = await Promise.all([processes(), jobs()]);
  return { database: getDatabase().kind, processes: list, jobs: work };
}
