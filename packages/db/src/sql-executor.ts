import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** The few raw operations the migration runner and maintenance jobs need, on either driver. */
export type SqlExecutor = {
  /** Runs a script of one or more statements. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
};

export function pgliteExecutor(db: PGlite): SqlExecutor {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return result.rows;
    },
  };
}

export function pgClientExecutor(client: pg.ClientBase): SqlExecutor {
  return {
    async exec(sql) {
      // No parameters: pg uses the simple query protocol, which accepts many statements.
      await client.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as Row[];
    },
  };
}
