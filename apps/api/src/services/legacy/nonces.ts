import { prisma, queryRows } from "@suyuan/db/client";

export const NONCE_TTL_MINUTES = 10;

/**
 * Records a nonce for an app; false when it was already seen within the TTL (a replay).
 * One statement, so two processes receiving the same request cannot both accept it.
 */
export async function claimNonce(appId: string, nonce: string): Promise<boolean> {
  // Every legacy call runs this: by the driver alone (queryRows), without Prisma's per-query work.
  const rows = await queryRows<unknown>(
    `INSERT INTO legacy_nonce (app_id, nonce, created_at) VALUES ($1, $2, now())
     ON CONFLICT (app_id, nonce) DO UPDATE SET created_at = now()
       WHERE legacy_nonce.created_at < now() - make_interval(mins => $3::int)
     RETURNING 1`,
    [appId, nonce, NONCE_TTL_MINUTES],
  );
  return rows.length === 1;
}

export async function purgeExpiredNonces(): Promise<number> {
  return prisma.$executeRaw`DELETE FROM legacy_nonce WHERE created_at < now() - make_interval(mins => ${NONCE_TTL_MINUTES}::int)`;
}

/** Forgets a nonce claimed by a call that was then refused, so a refusal leaves nothing behind. */
export async function releaseNonce(appId: string, nonce: string): Promise<void> {
  await prisma.legacyNonce.deleteMany({ where: { appId, nonce } });
}
