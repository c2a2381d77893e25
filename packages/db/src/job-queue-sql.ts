import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { arrayParam } from "./pglite-array-params.ts";
import type { DbClient } from "./client.ts";

/**
 * How the job queue (pg-boss, apps/api/src/services/jobs) reaches the database: pg-boss takes an
 * `executeSql(text, values)` instead of opening its own pool, so it runs on the process's one
 * PGlite connection or its PostgreSQL pool, and can queue a job inside a Prisma transaction.
 */
export type ExecuteSql = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;

/**
 * On PGlite, a text without values goes through exec (the simple protocol): pg-boss's schema
 * migrations are several statements in one text, which a prepared statement refuses. Lists of
 * text are passed as array literals, as for Prisma (pglite-array-params.ts).
 */
export function pgliteExecuteSql(client: PGlite): ExecuteSql {
  return async (text, values) => {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
    }
    const result = await client.query<Record<string, unknown>>(text, values.map(arrayParam));
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
}

export function pgPoolExecuteSql(pool: pg.Pool): ExecuteSql {
  return async (text, values) => {
    const result = await pool.query<Record<string, unknown>>(text, values);
    // A text of several statements answers with one result per statement.
    const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult<Record<string, unknown>>) : result;
    return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
  };
}

/**
 * One statement in a Prisma transaction (or on the root client): a job queued with the write that
 * asks for it commits or rolls back with that write. Objects go as JSON text, undefined as null.
 */
export function prismaExecuteSql(db: DbClient): ExecuteSql {
  return async (text, values = []) => {
    const params = values.map((value) =>
      value === undefined
        ? null
        : value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value)
          ? JSON.stringify(value)
          : value,
    );
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params);
    return { rows, rowCount: rows.length };
  };
}
