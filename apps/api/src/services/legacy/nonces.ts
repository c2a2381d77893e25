import { prisma, queryRows } from "@suyuan/db/client";
import type { SqlFragment } from "../../kit/sql-where.ts";

export const NONCE_TTL_MINUTES = 10;

/**
 * The claim of a nonce as SQL: it returns one row when the nonce is new (or its last use is past
 * the TTL), none for a replay. A kit list runs it as part of its own statement (one round trip
 * instead of two: legacy/procedure-routes.ts); claimNonce runs it alone.
 */
export function nonceClaimSql(appId: string, nonce: string): SqlFragment {
  return (bind) => `INSERT INTO legacy_nonce (app_id, nonce, created_at) VALUES (${bind(appId)}, ${bind(nonce)}, now())
     ON CONFLICT (app_id, nonce) DO UPDATE SET created_at = now()
       WHERE legacy_nonce.created_at < now() - make_interval(mins => ${bind(NONCE_TTL_MINUTES)}::int)
     RETURNING 1`;
}

/**
 * Records a nonce for an app; false when it was already seen within the TTL (a replay).
 * One statement, so two processes receiving the same request cannot both accept it.
 */
export async function claimNonce(appId: string, nonce: string): Promise<boolean> {
  // Every legacy call runs this: by the driver alone (queryRows), without Prisma's per-query work.
  const values: unknown[] = [];
  const sql = nonceClaimSql(appId, nonce)((value) => `$${values.push(value)}`);
  const rows = await queryRows<unknown>(sql, values);
  return rows.length === 1;
}

export async function purgeExpiredNonces(): Promise<number> {
  return prisma.$executeRaw`DELETE FROM legacy_nonce WHERE created_at < now() - make_interval(mins => ${NONCE_TTL_MINUTES}::int)`;
}

/** Forgets a nonce claimed by a call that was then refused, so a refusal leaves nothing behind. */
export async function releaseNonce(appId: string, nonce: string): Promise<void> {
  await prisma.legacyNonce.deleteMany({ where: { appId, nonce } });
}
