import { prisma } from "@suyuan/db/client";
import type { Logger } from "../lib/logger.ts";
import { purgeExpiredNonces } from "./legacy/nonces.ts";
import { purgePublicWriteGuard } from "./public-site/public-write-guard.ts";
import { purgeRateLimitBuckets } from "./scan/rate-limit.ts";

/** Sessions are kept a day past their end so a late request still learns it timed out. */
const SESSION_RETENTION_MS = 24 * 3_600_000;

export async function purgeExpired(): Promise<{
  nonces: number;
  sessions: number;
  rateLimitBuckets: number;
  publicWriteGuard: number;
}> {
  const nonces = await purgeExpiredNonces();
  const { count: sessions } = await prisma.session.deleteMany({
    where: { expiresAt: { lt: new Date(Date.now() - SESSION_RETENTION_MS) } },
  });
  const rateLimitBuckets = await purgeRateLimitBuckets();
  const publicWriteGuard = await purgePublicWriteGuard();
  return { nonces, sessions, rateLimitBuckets, publicWriteGuard };
}

/** Runs the purge every minute; safe on several processes (deletes are idempotent). */
export function startMaintenance(log: Logger): () => void {
  const timer = setInterval(() => {
    purgeExpired().catch((error: unknown) => log.error({ err: error }, "maintenance purge failed"));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
