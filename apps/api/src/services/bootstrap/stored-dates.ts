import { MAX_YEAR, MIN_YEAR } from "@suyuan/contracts/kit/primitives";
import { getDatabase } from "@suyuan/db/client";
import type { SqlExecutor } from "@suyuan/db/sql-executor";
import type { Logger } from "../../lib/logger.ts";

// Inputs refuse dates outside MIN_YEAR..MAX_YEAR (kit/primitives.ts), but rows written before
// they were strict, or by hand in SQL, may hold year 0001 or 99999. Such a row once made a whole
// list fail for everyone. This finds them in every date and timestamp column of the app's tables
// (read from information_schema, so a new column is covered without a list to keep), for the
// start-up report and for the repair script (scripts/repair-dates.ts).

export type DateColumn = {
  table: string;
  column: string;
  type: "date" | "timestamp with time zone" | "timestamp without time zone";
  nullable: boolean;
};

/** One table's rows with a date outside the range: how many, per column, and the first keys. */
export type StoredDateProblem = {
  table: string;
  /** Rows with at least one such date. */
  count: number;
  /** Rows per column (columns without any are left out). */
  columns: Record<string, number>;
  /** The keys (primary key, `a:b` when composite) of the first rows, in key order. */
  ids: string[];
};

/** How many keys a report shows per table. */
export const REPORTED_IDS = 20;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The bounds as literals of the column's type: timestamps are compared in UTC. */
function outOfRange(column: DateColumn): string {
  const name = quote(column.column);
  const [low, high] =
    column.type === "date"
      ? [`'${MIN_YEAR}-01-01'::date`, `'${MAX_YEAR + 1}-01-01'::date`]
      : column.type === "timestamp with time zone"
        ? [`'${MIN_YEAR}-01-01 00:00:00+00'::timestamptz`, `'${MAX_YEAR + 1}-01-01 00:00:00+00'::timestamptz`]
        : [`'${MIN_YEAR}-01-01 00:00:00'::timestamp`, `'${MAX_YEAR + 1}-01-01 00:00:00'::timestamp`];
  return `(${name} < ${low} OR ${name} >= ${high})`;
}

/** Every date and timestamp column of the current schema's tables, except Prisma's bookkeeping. */
export async function dateColumns(sql: SqlExecutor): Promise<DateColumn[]> {
  const rows = await sql.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.table_name NOT LIKE '\\_prisma%'
        AND c.data_type IN ('date', 'timestamp with time zone', 'timestamp without time zone')
      ORDER BY c.table_name, c.ordinal_position`,
  );
  return rows.map((row) => ({
    table: row.table_name,
    column: row.column_name,
    type: row.data_type as DateColumn["type"],
    nullable: row.is_nullable === "YES",
  }));
}

/** The SQL text of a row's key: its primary key (columns joined by ":"), or its ctid without one. */
async function keyExpressions(sql: SqlExecutor): Promise<Map<string, { text: string; order: string }>> {
  const rows = await sql.query<{ table_name: string; column_name: string }>(
    `SELECT k.table_name, k.column_name
       FROM information_schema.table_constraints c
       JOIN information_schema.key_column_usage k
         ON k.constraint_schema = c.constraint_schema AND k.constraint_name = c.constraint_name
      WHERE c.constraint_type = 'PRIMARY KEY' AND c.table_schema = current_schema()
      ORDER BY k.table_name, k.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return new Map(
    [...columns].map(([table, keys]) => [
      table,
      {
        text: keys.length === 1 ? `${quote(keys[0]!)}::text` : `concat_ws(':', ${keys.map(quote).join(", ")})`,
        order: keys.map(quote).join(", "),
      },
    ]),
  );
}

function byTable(columns: DateColumn[]): Map<string, DateColumn[]> {
  const tables = new Map<string, DateColumn[]>();
  for (const column of columns) tables.set(column.table, [...(tables.get(column.table) ?? []), column]);
  return tables;
}

/**
 * The tables holding dates outside MIN_YEAR..MAX_YEAR (none: an empty list). One scan per table;
 * a table that cannot be read is reported through `onError` and the others are still checked.
 */
export async function findStoredDateProblems(
  sql: SqlExecutor,
  options: { reportedIds?: number; onError?: (table: string, error: unknown) => void } = {},
): Promise<StoredDateProblem[]> {
  const keys = await keyExpressions(sql);
  const problems: StoredDateProblem[] = [];
  for (const [table, columns] of byTable(await dateColumns(sql))) {
    try {
      const conditions = columns.map(outOfRange);
      const counts = await sql.query<Record<string, number>>(
        `SELECT count(*)::int AS total, ${conditions.map((condition, index) => `count(*) FILTER (WHERE ${condition})::int AS c${index}`).join(", ")}
           FROM ${quote(table)} WHERE ${conditions.join(" OR ")}`,
      );
      const count = Number(counts[0]?.total ?? 0);
      if (count === 0) continue;
      const key = keys.get(table) ?? { text: "ctid::text", order: "ctid" };
      const ids = await sql.query<{ id: string }>(
        `SELECT ${key.text} AS id FROM ${quote(table)} WHERE ${conditions.join(" OR ")}
          ORDER BY ${key.order} LIMIT ${options.reportedIds ?? REPORTED_IDS}`,
      );
      const perColumn: Record<string, number> = {};
      columns.forEach((column, index) => {
        const found = Number(counts[0]?.[`c${index}`] ?? 0);
        if (found > 0) perColumn[column.column] = found;
      });
      problems.push({ table, count, columns: perColumn, ids: ids.map((row) => row.id) });
    } catch (error) {
      options.onError?.(table, error);
    }
  }
  return problems;
}

/**
 * The start-up check: a warning per table holding dates outside the range, as one JSON line with
 * the table, the counts and the first keys (fix them with `npm run db:repair-dates -w @suyuan/api`),
 * or one line saying all are within it. Never throws: a failed check is logged, the server runs on.
 */
export async function reportStoredDates(log: Logger): Promise<StoredDateProblem[]> {
  try {
    const problems = await getDatabase().withExecutor((sql) =>
      findStoredDateProblems(sql, {
        onError: (table, error) => log.warn({ check: "stored-dates", table, err: error }, "stored-dates check failed"),
      }),
    );
    for (const problem of problems)
      log.warn(
        { check: "stored-dates", ...problem, range: `${MIN_YEAR}-${MAX_YEAR}` },
        "stored dates outside the allowed years",
      );
    if (problems.length === 0) log.info({ check: "stored-dates", range: `${MIN_YEAR}-${MAX_YEAR}` }, "stored dates ok");
    return problems;
  } catch (error) {
    log.warn({ check: "stored-dates", err: error }, "stored-dates check failed");
    return [];
  }
}

/** What the repair did to one column: its rows set to NULL, or left for a person to fix. */
export type StoredDateRepair = {
  table: string;
  column: string;
  action: "set-null" | "manual";
  count: number;
  /** The keys and the values as they were (text, as PostgreSQL writes them), so nothing is lost unseen. */
  rows: { id: string; was: string }[];
};

/**
 * Sets every date outside MIN_YEAR..MAX_YEAR to NULL where its column allows NULL; lists the rest
 * (NOT NULL columns) for a person to correct or delete. With `dryRun` nothing is changed.
 */
export async function repairStoredDates(
  sql: SqlExecutor,
  options: { dryRun?: boolean } = {},
): Promise<StoredDateRepair[]> {
  const keys = await keyExpressions(sql);
  const repairs: StoredDateRepair[] = [];
  for (const column of await dateColumns(sql)) {
    const condition = outOfRange(column);
    const key = keys.get(column.table) ?? { text: "ctid::text", order: "ctid" };
    const rows = await sql.query<{ id: string; was: string }>(
      `SELECT ${key.text} AS id, ${quote(column.column)}::text AS was FROM ${quote(column.table)}
        WHERE ${condition} ORDER BY ${key.order}`,
    );
    if (rows.length === 0) continue;
    const action = column.nullable ? "set-null" : "manual";
    if (action === "set-null" && !options.dryRun)
      await sql.exec(`UPDATE ${quote(column.table)} SET ${quote(column.column)} = NULL WHERE ${condition}`);
    repairs.push({ table: column.table, column: column.column, action, count: rows.length, rows });
  }
  return repairs;
}
