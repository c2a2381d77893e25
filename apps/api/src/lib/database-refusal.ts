import type { MessageKey } from "@suyuan/contracts/i18n/messages-zh";
import { Prisma } from "@suyuan/db/client";

// A value the database refused (NUL in text, a number past its column, an impossible date, a
// broken constraint) is the caller's bad data, never a server fault: it is answered as a clear
// 400. The contracts should refuse such values first; reaching here means one did not (it is
// logged as a warning so the gap gets closed). Prisma reports these either by its own code or, for
// raw queries and driver-adapter errors, with the PostgreSQL SQLSTATE underneath.

/** Prisma codes of refused data, and the message each answers with. */
const PRISMA_CODES: Record<string, MessageKey> = {
  P2000: "error.invalidData", // value too long for the column
  P2002: "error.duplicate", // unique constraint
  P2003: "error.invalidData", // foreign key constraint
  P2004: "error.invalidData", // constraint failed
  P2006: "error.invalidData", // invalid value for the field
  P2007: "error.invalidData", // data validation error
  P2009: "error.invalidData", // query validation (a value of the wrong shape)
  P2011: "error.invalidData", // null constraint
  P2012: "error.invalidData", // missing required value
  P2019: "error.invalidData", // input error
  P2020: "error.invalidData", // value out of range for the type
  P2023: "error.invalidData", // inconsistent column data
  P2033: "error.invalidData", // number past 64 bits
};

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation). */
const REFUSED_STATE = /^2[23][0-9A-Z]{3}$/;

function stateMessage(state: string): MessageKey {
  if (state === "23505") return "error.duplicate";
  if (state === "23001") return "error.inUse";
  return "error.invalidData";
}

/** The SQLSTATE of a database error, wherever Prisma or the driver put it. */
function sqlStateOf(error: object): string | undefined {
  const record = error as {
    code?: unknown;
    originalCode?: unknown;
    meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } };
  };
  const cause = record.meta?.driverAdapterError?.cause;
  const candidates = [cause?.originalCode, cause?.code, record.meta?.code, record.originalCode, record.code];
  return candidates.find((value): value is string => typeof value === "string" && /^[0-9A-Z]{5}$/.test(value));
}

/**
 * The message to answer a database refusal of the caller's data with, looking through causes;
 * null when the error is something else (a bug, an outage).
 */
export function databaseRefusalMessage(error: unknown): MessageKey | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Prisma.PrismaClientKnownRequestError && PRISMA_CODES[current.code])
      return PRISMA_CODES[current.code]!;
    const state = sqlStateOf(current);
    if (state && REFUSED_STATE.test(state)) return stateMessage(state);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
