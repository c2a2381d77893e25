import { AsyncLocalStorage } from "node:async_hooks";
import { queryRows } from "@suyuan/db/client";
import type { Logger } from "../../lib/logger.ts";
import { LOCAL_TODAY } from "./content-order.ts";

// Views of public content pages are counted in memory and written in one statement every few
// seconds: a page view never waits for (or costs) a write of its own. Each process flushes its own
// counts, so any number of processes add up; what a killed process had not flushed yet is lost,
// which a view counter can afford.

const FLUSH_INTERVAL_MS = 5_000;
const pending = new Map<number, number>();

// Pages rendered for storage (static page generation) are no visits.
const notVisits = new AsyncLocalStorage<true>();

/** Runs `work` without counting the content views its renders would count. */
export function withoutViews<T>(work: () => Promise<T>): Promise<T> {
  return notVisits.run(true, work);
}

export function countView(contentId: number): void {
  if (notVisits.getStore()) return;
  pending.set(contentId, (pending.get(contentId) ?? 0) + 1);
}

/** Writes the counts gathered so far (one UPDATE for all contents). */
export async function flushViews(): Promise<void> {
  if (pending.size === 0) return;
  const entries = [...pending];
  pending.clear();
  try {
    // The day, week and month counters restart when the period of their last count has passed
    // (days in China's time zone); the ordering codes 6 to 8 read them the same way.
    await queryRows(
      `UPDATE cms_content c SET views = c.views + v.n,
              views_day = CASE WHEN c.views_period = t.today THEN c.views_day ELSE 0 END + v.n,
              views_week = CASE WHEN date_trunc('week', c.views_period) = date_trunc('week', t.today)
                                THEN c.views_week ELSE 0 END + v.n,
              views_month = CASE WHEN date_trunc('month', c.views_period) = date_trunc('month', t.today)
                                 THEN c.views_month ELSE 0 END + v.n,
              views_period = t.today
         FROM unnest($1::int[], $2::int[]) AS v(id, n), (SELECT ${LOCAL_TODAY} AS today) t
        WHERE c.id = v.id`,
      [entries.map(([id]) => id), entries.map(([, n]) => n)],
    );
  } catch (error) {
    // Kept for the next flush (the database may be restarting).
    for (const [id, n] of entries) pending.set(id, (pending.get(id) ?? 0) + n);
    throw error;
  }
}

/** Flushes every few seconds until stopped; the stop function flushes once more. */
export function startViewFlushing(log: Logger): () => Promise<void> {
  const timer = setInterval(() => {
    flushViews().catch((error: unknown) => log.warn({ err: error }, "view counts not written yet"));
  }, FLUSH_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await flushViews().catch((error: unknown) => log.warn({ err: error }, "view counts lost at shutdown"));
  };
}
