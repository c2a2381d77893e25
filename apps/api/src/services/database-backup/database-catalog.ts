import type { DbClient } from "@suyuan/db/client";
import type { TTableField } from "@suyuan/contracts/database-backup/database-backup-operations";

// What the database holds, read from PostgreSQL's catalog: the product's tables, their columns
// and foreign keys, and the last migration applied. The same on PGlite and on a server.

/** Runs one read statement: through the driver (a backup's snapshot) or a Prisma transaction. */
export type Query = <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;

export const prismaQuery =
  (db: DbClient): Query =>
  <Row>(sql: string, params: unknown[] = []) =>
    db.$queryRawUnsafe<Row[]>(sql, ...params);

/**
 * Tables never backed up nor restored: the migrations' own record (a restore needs the same one),
 * the backups' list (restoring an old list would lose the files made since), and records that only
 * matter for minutes (replayed nonces, sign-in throttling).
 */
const NOT_BACKED_UP = new Set(["_prisma_migrations", "database_backup", "legacy_nonce", "rate_limit_bucket"]);

export type CatalogColumn = { name: string; type: string };
export type CatalogTable = { name: string; columns: CatalogColumn[]; primaryKey: string[] };
export type ForeignKey = { child: string; parent: string; columns: string[]; nullable: boolean };

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables a backup may hold, by name. */
export async function backupTableNames(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT table_name::text AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !NOT_BACKED_UP.has(name));
}

/** Each table's stored columns (generated ones are left out: PostgreSQL computes them) and primary key. */
export async function catalogTables(query: Query, names: readonly string[]): Promise<CatalogTable[]> {
  const columns = await query<{ table: string; name: string; type: string }>(
    `SELECT c.relname::text AS "table", a.attname::text AS name, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1::text[])
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
    [names],
  );
  const keys = await query<{ table: string; columns: string[] }>(
    `SELECT c.relname::text AS "table",
            ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
                    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i) AS columns
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE k.contype = 'p' AND c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1::text[])`,
    [names],
  );
  return names.map((name) => ({
    name,
    columns: columns.filter((column) => column.table === name).map(({ name, type }) => ({ name, type })),
    primaryKey: keys.find((key) => key.table === name)?.columns ?? [],
  }));
}

/** Every foreign key between tables of the schema. */
export async function foreignKeys(query: Query): Promise<ForeignKey[]> {
  return query<ForeignKey>(
    `SELECT k.conrelid::regclass::text AS child, k.confrelid::regclass::text AS parent,
            ARRAY(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)) AS columns,
            (SELECT bool_and(NOT a.attnotnull) FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)) AS nullable
       FROM pg_constraint k WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`,
  ).then((rows) => rows.map((row) => ({ ...row, child: unquote(row.child), parent: unquote(row.parent) })));
}

// regclass::text quotes names that need it; the product's do not, but a foreign table might.
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);

/**
 * The tables in an order that inserts parents before children. Columns of a foreign key that
 * cannot be satisfied by the order (a table referring to itself, or a cycle broken at a nullable
 * key) are "deferred": inserted as NULL, then set once every row is in.
 */
export function insertionOrder(
  names: readonly string[],
  keys: readonly ForeignKey[],
): { order: string[]; deferred: Map<string, string[]> } {
  const inSet = new Set(names);
  const deferred = new Map<string, string[]>();
  const defer = (key: ForeignKey) => deferred.set(key.child, [...(deferred.get(key.child) ?? []), ...key.columns]);
  let edges = keys.filter((key) => inSet.has(key.child) && inSet.has(key.parent));
  for (const key of edges) if (key.child === key.parent) defer(key);
  edges = edges.filter((key) => key.child !== key.parent);
  const order: string[] = [];
  const left = new Set(names);
  while (left.size > 0) {
    const ready = [...left].filter((name) => !edges.some((key) => key.child === name && left.has(key.parent)));
    if (ready.length === 0) {
      // A cycle: defer one nullable key in it (none nullable: the restore will refuse the file).
      const key = edges.find((edge) => left.has(edge.child) && left.has(edge.parent) && edge.nullable);
      if (!key) {
        order.push(...[...left].sort());
        break;
      }
      defer(key);
      edges = edges.filter((edge) => edge !== key);
      continue;
    }
    for (const name of ready.sort()) {
      order.push(name);
      left.delete(name);
    }
  }
  return { order, deferred };
}

/** The last migration applied: a backup restores only onto a database at the same one. */
export async function migrationVersion(query: Query): Promise<string> {
  const rows = await query<{ name: string }>(
    `SELECT migration_name AS name FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return rows[0]?.name ?? "";
}

/** The origin's listfields: a table's columns with their key, default and comment. */
export async function tableFields(query: Query, table: string): Promise<TTableField[] | null> {
  if (!(await backupTableNames(query)).includes(table)) return null;
  const rows = await query<{
    name: string;
    type: string;
    length: number | null;
    nullable: string;
    fieldDefault: string | null;
    identity: string;
    comment: string | null;
    key: string | null;
  }>(
    `SELECT c.column_name::text AS name, c.data_type::text AS type, c.character_maximum_length::int AS length,
            c.is_nullable::text AS nullable, c.column_default::text AS "fieldDefault", c.is_identity::text AS identity,
            col_description(to_regclass(quote_ident(c.table_name)), c.ordinal_position::int) AS comment,
            (SELECT CASE k.contype WHEN 'p' THEN 'PRI' WHEN 'u' THEN 'UNI' ELSE 'MUL' END
               FROM pg_constraint k JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)
              WHERE k.conrelid = to_regclass(quote_ident(c.table_name)) AND a.attname = c.column_name
                AND k.contype IN ('p', 'u', 'f')
              ORDER BY k.contype = 'p' DESC, k.contype = 'u' DESC LIMIT 1) AS key
       FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.table_name = $1
      ORDER BY c.ordinal_position`,
    [table],
  );
  return rows.map((row) => ({
    name: row.name,
    fieldType: row.length ? `${row.type}(${row.length})` : row.type,
    nullable: row.nullable === "YES" ? "YES" : "NO",
    fieldProperty: row.key ?? "",
    fieldDefault: row.fieldDefault ?? "",
    extra: row.identity === "YES" || row.fieldDefault?.startsWith("nextval(") ? "auto_increment" : "",
    comment: row.comment ?? "",
    length: row.length ? String(row.length) : "",
  }));
}

/** The database's name (the origin's defaultCatalog and listDataBases: the product has one). */
export async function databaseName(query: Query): Promise<string> {
  const rows = await query<{ name: string }>(`SELECT current_database()::text AS name`);
  return rows[0]?.name ?? "";
}
