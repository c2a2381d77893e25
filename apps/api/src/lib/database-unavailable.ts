import { Prisma } from "@suyuan/db/client";

// Prisma: cannot reach the server, timed out reaching it, server closed the connection, pool timeout.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// Driver adapter error kinds for a lost or refused connection.
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// SQLSTATE: the server is shutting down or starting (57P01-57P03), connection exceptions (08...).
const SQL_STATES = /^(57P0[1-3]|08\d{3})$/;
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
// node-postgres reports these as plain Errors.
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

function unavailableHere(error: object): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  const record = error as { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown };
  if (typeof record.code === "string" && (PRISMA_CODES.has(record.code) || NODE_CODES.has(record.code))) return true;
  if (typeof record.code === "string" && SQL_STATES.test(record.code)) return true;
  if (typeof record.kind === "string" && ADAPTER_KINDS.has(record.kind)) return true;
  if (typeof record.originalCode === "string" && SQL_STATES.test(record.originalCode)) return true;
  return typeof record.message === "string" && PG_MESSAGES.test(record.message);
}

/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections), looking through causes and Prisma's driver-adapter details: such requests are
 * answered 503 "try again shortly", not as an internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if (unavailableHere(current)) return true;
    const adapter = (current as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
    if (adapter && typeof adapter === "object" && isDatabaseUnavailable((adapter as { cause?: unknown }).cause))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
