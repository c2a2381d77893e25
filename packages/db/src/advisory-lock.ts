import type { TransactionClient } from "./client.ts";

/**
 * Holds a PostgreSQL advisory lock, named by a string, until the transaction ends. Serialises work
 * across every process sharing the database (and on PGlite, within the one process).
 */
export async function lockForTransaction(tx: TransactionClient, name: string): Promise<void> {
  // $executeRaw: the function returns void, which $queryRaw cannot deserialise.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`;
}
