import { prisma } from "@suyuan/db/client";

/**
 * The row count of every table, in one query: a refused batch of probes must leave it unchanged
 * (no row written, none deleted), whatever table a probe might have reached.
 */
export async function rowFingerprint(): Promise<Record<string, number>> {
  const tables = await prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
  const counts = tables
    .map(({ name }) => `(SELECT count(*) FROM "${name.replace(/"/g, '""')}")::int AS "${name.replace(/"/g, '""')}"`)
    .join(", ");
  const [row] = await prisma.$queryRawUnsafe<Record<string, number>[]>(`SELECT ${counts}`);
  return row ?? {};
}
