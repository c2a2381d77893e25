import { prisma } from "@suyuan/db/client";

export const NONCE_TTL_MINUTES = 10;

/**
 * Records a nonce for an app; false when it was already seen within the TTL (a replay).
 * One statement, so two processes receiving the same request cannot both accept it.
 */
export async function claimNonce(appId: string, nonce: string): Promise<boolean> {
  const rows = await prisma.$queryRaw<unknown[]>`
    INSERT INTO legacy_nonce (app_id, nonce, created_at) VALUES (${appId}, ${nonce}, now())
    ON CONFLICT (app_id, nonce) DO UPDATE SET created_at = now()
      WHERE legacy_nonce.created_at < now() - make_interval(mins => ${NONCE_TTL_MINUTES}::int)
    RETURNING 1`;
  return rows.length === 1;
}

export async function purgeExpiredNonces(): Promise<number> {
  return prisma.$executeRaw`DELETE FROM legacy_nonce WHERE created_at < now() - make_interval(mins => ${NONCE_TTL_MINUTES}::int)`;
}

/** Forgets a nonce claimed by a call that was then refused, so a refusal leaves nothing behind. */
export async function releaseNonce(appId: string, nonce: string): Promise<void> {
  await prisma.legacyNonce.deleteMany({ where: { appId, nonce } });
}
