import { prisma, Prisma } from "@suyuan/db/client";

type Row = { id: bigint | number; ms: number | null };

/**
 * Stored moments Prisma could not read, read again as epoch milliseconds: a key → Date map.
 *
 * Prisma reads a timestamp outside years 0001–9999 (year 99999, a BC year) as an Invalid Date,
 * though a JavaScript Date holds any year up to ±275760. Rows like that were written before the
 * inputs were strict; reading them this way lets a list show them as they are, so they can be
 * found and corrected, instead of failing for everyone. `table` and `column` are the caller's
 * constants, never user input.
 */
export async function readMoments(
  table: string,
  column: string,
  ids: readonly (bigint | number)[],
): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT id, (extract(epoch FROM ${Prisma.raw(`"${column}"`)}) * 1000)::float8 AS ms
    FROM ${Prisma.raw(`"${table}"`)} WHERE id IN (${Prisma.join(ids)})`;
  return new Map(rows.map((row) => [String(row.id), new Date(row.ms ?? Number.NaN)]));
}

/** Whether Prisma gave an Invalid Date for a stored moment. */
export const isUnreadable = (value: Date): boolean => Number.isNaN(value.getTime());
