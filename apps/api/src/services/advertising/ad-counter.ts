import { queryRows } from "@suyuan/db/client";
import type { Logger } from "../../lib/logger.ts";

// Views and clicks of ads are counted in memory and written in one statement every few seconds,
// as the content views are (services/public-site/view-counter.ts): a page never waits for (or
// costs) a write of its own. Each process flushes its own counts, so processes add up; what a
// killed process had not flushed yet is lost, which an ad counter can afford.

const FLUSH_INTERVAL_MS = 5_000;
type Counts = { views: number; clicks: number };
const pending = new Map<number, Counts>();

function add(adId: number, views: number, clicks: number): void {
  const counts = pending.get(adId) ?? { views: 0, clicks: 0 };
  counts.views += views;
  counts.clicks += clicks;
  pending.set(adId, counts);
}

export function countAdView(adId: number): void {
  add(adId, 1, 0);
}

export function countAdClick(adId: number): void {
  add(adId, 0, 1);
}

/** Writes the counts gathered so far (one UPDATE for all ads). */
export async function flushAdCounts(): Promise<void> {
  if (pending.size === 0) return;
  const entries = [...pending];
  pending.clear();
  try {
    await queryRows(
      `UPDATE cms_advertising a
          SET display_count = a.display_count + v.views, click_count = a.click_count + v.clicks
         FROM unnest($1::int[], $2::int[], $3::int[]) AS v(id, views, clicks)
        WHERE a.id = v.id`,
      [entries.map(([id]) => id), entries.map(([, c]) => c.views), entries.map(([, c]) => c.clicks)],
    );
  } catch (error) {
    // Kept for the next flush (the database may be restarting).
    for (const [id, counts] of entries) add(id, counts.views, counts.clicks);
    throw error;
  }
}

/** Flushes every few seconds until stopped; the stop function flushes once more. */
export function startAdCounting(log: Logger): () => Promise<void> {
  const timer = setInterval(() => {
    flushAdCounts().catch((error: unknown) => log.warn({ err: error }, "ad counts not written yet"));
  }, FLUSH_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await flushAdCounts().catch((error: unknown) => log.warn({ err: error }, "ad counts lost at shutdown"));
  };
}
