import { z } from "zod";
import { prisma } from "@suyuan/db/client";
import { defineJobKind } from "../jobs/job-queue.ts";
import { LOCAL_TODAY } from "../public-site/content-order.ts";
import { readAppSetting } from "../settings/app-settings.ts";
import { kindSelect, TRAFFIC_KINDS, VISITS_CTE } from "./traffic-dimensions.ts";
import { trafficSetting } from "./traffic-settings.ts";

// Every day before today is rolled up once into traffic_daily (all sites, every dimension), and
// raw views are deleted once their day is rolled up and older than the retention setting. Both
// run hourly on the job queue (once across all processes), so a missed hour or a process that was
// down catches up on the next run; each day is one transaction, marked in traffic_rolled_day, so
// a day is never rolled up twice.

const PRUNE_CHUNK = 10_000;

/** Rolls up one day, unless it already is; true when this call did. */
async function rollUpDay(day: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.$queryRawUnsafe<unknown[]>(
      `INSERT INTO traffic_rolled_day (day) VALUES ($1::date) ON CONFLICT DO NOTHING RETURNING day`,
      day,
    );
    if (claimed.length === 0) return false;
    const parts = TRAFFIC_KINDS.map((kind) => `SELECT '${kind}' AS kind, k.* FROM (${kindSelect(kind)}) k`);
    await tx.$executeRawUnsafe(
      `WITH h AS (SELECT * FROM traffic_hit WHERE day = $1::date), ${VISITS_CTE}
       INSERT INTO traffic_daily (site_id, day, kind, value, pv, ip, visitors)
       SELECT site_id, day, kind, value, pv, ip, visitors FROM (${parts.join(" UNION ALL ")}) d`,
      day,
    );
    return true;
  });
}

/** Rolls up every day before `today` (China's, by default) with views not rolled up yet. */
export async function rollUpTraffic(today?: string): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<{ day: string }[]>(
    `SELECT DISTINCT to_char(h.day, 'YYYY-MM-DD') AS day FROM traffic_hit h
      WHERE h.day < coalesce($1::date, ${LOCAL_TODAY})
        AND NOT EXISTS (SELECT 1 FROM traffic_rolled_day r WHERE r.day = h.day)
      ORDER BY 1`,
    today ?? null,
  );
  const rolled: string[] = [];
  for (const { day } of rows) if (await rollUpDay(day)) rolled.push(day);
  return rolled;
}

/** Deletes raw views of rolled-up days older than the retention setting; the count deleted. */
export async function pruneTraffic(today?: string): Promise<number> {
  const { retentionDays } = await readAppSetting(prisma, trafficSetting);
  let total = 0;
  for (;;) {
    const deleted = await prisma.$executeRawUnsafe(
      `DELETE FROM traffic_hit WHERE id IN (
         SELECT h.id FROM traffic_hit h JOIN traffic_rolled_day r ON r.day = h.day
          WHERE h.day < coalesce($1::date, ${LOCAL_TODAY}) - $2::int LIMIT ${PRUNE_CHUNK})`,
      today ?? null,
      retentionDays,
    );
    total += deleted;
    if (deleted < PRUNE_CHUNK) return total;
  }
}

// Declared at load (services/jobs/job-kinds.ts imports this module).
defineJobKind({
  name: "traffic-rollup",
  data: z.object({}),
  async run() {
    await rollUpTraffic();
    await pruneTraffic();
    return "done";
  },
  async abandoned() {},
  cron: "7 * * * *",
});
