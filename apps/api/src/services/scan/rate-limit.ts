import { prisma } from "@suyuan/db/client";

// Per-IP fixed-window rate limit of the public trace pages, kept in rate_limit_bucket so that every
// process behind a load balancer counts into the same window. The window is the current minute
// (date_trunc in the database, so processes with skewed clocks still agree).

/** The bucket key of one client IP on the public trace pages. */
export function publicTraceRateKey(ip: string | null): string {
  return `t:${ip ?? "unknown"}`;
}

/** Counts one request in the current minute's bucket and answers the bucket's hits (this one included). */
export const RATE_LIMIT_HIT_SQL = `
INSERT INTO rate_limit_bucket (key, window_start, hits)
VALUES ($1::text, date_trunc('minute', now()), 1)
ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_bucket.hits + 1
RETURNING hits`;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Seconds until the current one-minute window ends (at least 1). */
export function secondsToNextWindow(now = Date.now()): number {
  return Math.max(1, 60 - Math.floor((now % 60_000) / 1000));
}

export async function hitRateLimit(key: string, perMinute: number): Promise<RateLimitVerdict> {
  const rows = await prisma.$queryRawUnsafe<{ hits: number }[]>(RATE_LIMIT_HIT_SQL, key);
  const hits = Number(rows[0]?.hits ?? 0);
  return hits <= perMinute ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsToNextWindow() };
}

/** Buckets of windows that ended more than this long ago are no longer read by anyone. */
const BUCKET_RETENTION_MS = 10 * 60_000;

/** Deletes old buckets (maintenance, every minute); answers how many. */
export async function purgeRateLimitBuckets(now = new Date()): Promise<number> {
  const { count } = await prisma.rateLimitBucket.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - BUCKET_RETENTION_MS) } },
  });
  return count;
}
