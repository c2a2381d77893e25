import { prisma, type DbClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import type { FileStorage } from "../upload/file-storage.ts";
import { DamagedBackupError, readBackup, type BackupHeader } from "./backup-format.ts";
import {
  backupTableNames,
  catalogTables,
  foreignKeys,
  insertionOrder,
  migrationVersion,
  prismaQuery,
  quoteIdent,
} from "./database-catalog.ts";
import { findBackupFile } from "./backup-files.ts";

// Restoring a backup replaces the rows of the tables the file holds, in ONE transaction: either
// every table is exactly as in the file (sequences moved past its ids) or nothing changed. A file
// is refused before anything is touched when it is damaged (gzip, format or checksum), was made
// at another migration, or holds a table that tables outside the file refer to.

const ROWS_PER_INSERT = 500;

type TableSpec = BackupHeader["tables"][number];

function refuse(messageKey: string, params: Record<string, string> = {}, cause?: unknown): AppError {
  return new AppError("RESTORE_FAILED", { messageKey, params, cause });
}

async function openFile(storage: FileStorage, key: string) {
  const opened = await storage.open(key);
  if (!opened) throw new AppError("FILE_NOT_FOUND");
  return opened.body;
}

/** Reads the whole file once: it is complete and unaltered, and fits this database. */
async function checkFile(storage: FileStorage, key: string): Promise<BackupHeader> {
  let header: BackupHeader;
  try {
    ({ header } = await readBackup(
      await openFile(storage, key),
      () => {},
      () => {},
    ));
  } catch (error) {
    if (error instanceof DamagedBackupError) throw refuse("backup.damaged", {}, error);
    throw error;
  }
  const query = prismaQuery(prisma);
  const current = await migrationVersion(query);
  if (header.migration !== current) throw refuse("backup.versionMismatch", { file: header.migration, current });
  const known = await backupTableNames(query);
  const names = header.tables.map((table) => table.name);
  const unknown = names.find((name) => !known.includes(name));
  if (unknown) throw refuse("backup.damaged");
  const tables = await catalogTables(query, names);
  for (const table of header.tables) {
    const here = tables.find((entry) => entry.name === table.name)!;
    if (JSON.stringify(here.columns) !== JSON.stringify(table.columns)) throw refuse("backup.damaged");
  }
  const inFile = new Set(names);
  const outside = (await foreignKeys(query)).find((key) => inFile.has(key.parent) && !inFile.has(key.child));
  if (outside) throw refuse("backup.referencedElsewhere", { name: outside.parent, by: outside.child });
  return header;
}

/** Restores a backup file into this database in one transaction; refused files change nothing. */
export async function restoreBackup(
  ctx: ServiceContext,
  storage: FileStorage,
  ref: string,
): Promise<{ result: true; tables: number; rows: number }> {
  const backup = await findBackupFile(ref);
  if (backup.status !== "done") throw new AppError("RULE_VIOLATION", { messageKey: "backup.notReady" });
  const header = await checkFile(storage, backup.storageKey);
  const body = await openFile(storage, backup.storageKey);
  try {
    return await prisma.$transaction(
      async (tx) => {
        const { deferred } = insertionOrder(
          header.tables.map((table) => table.name),
          await foreignKeys(prismaQuery(tx)),
        );
        await tx.$executeRawUnsafe(`TRUNCATE ${header.tables.map((table) => quoteIdent(table.name)).join(", ")}`);
        const writer = new TableWriter(tx, deferred);
        const { rows } = await readBackup(
          body,
          () => {},
          (row) =>
            writer.add(
              header.tables.find((table) => table.name === row.table)!,
              row.values,
            ),
        );
        await writer.finish();
        await resetSequences(tx, header.tables);
        await recordOperation(tx, {
          actor: ctx.actor,
          meta: ctx.meta,
          operation: "restore",
          resource: "database-backup",
          targetId: backup.id,
          detail: { fileName: backup.fileName, tables: header.tables.length, rows, migration: header.migration },
        });
        return { result: true as const, tables: header.tables.length, rows };
      },
      { maxWait: 60_000, timeout: 60 * 60_000 },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof DamagedBackupError) throw refuse("backup.damaged", {}, error);
    // A constraint the rows break (say, a child whose parent the file lacks): rolled back.
    throw refuse(
      "backup.restoreFailed",
      { reason: (error as Error).message.split("\n").at(-1)?.slice(0, 300) ?? "" },
      error,
    );
  }
}

/** Inserts rows in batches, table by table as the file gives them; sets deferred keys at the end. */
class TableWriter {
  private table: TableSpec | null = null;
  private batch: Record<string, string | null>[] = [];
  private readonly later: { table: TableSpec; rows: Record<string, string | null>[] }[] = [];

  constructor(
    private readonly tx: DbClient,
    private readonly deferred: Map<string, string[]>,
  ) {}

  async add(table: TableSpec, values: (string | null)[]) {
    if (this.table !== table) await this.flush();
    this.table = table;
    this.batch.push(Object.fromEntries(table.columns.map((column, index) => [column.name, values[index] ?? null])));
    if (this.batch.length >= ROWS_PER_INSERT) await this.flush();
  }

  private async flush() {
    const table = this.table;
    if (!table || this.batch.length === 0) return;
    const rows = this.batch;
    this.batch = [];
    const later = table.primaryKey.length > 0 ? (this.deferred.get(table.name) ?? []) : [];
    const select = table.columns
      .map((column) =>
        later.includes(column.name) ? `NULL::${column.type}` : `x.${quoteIdent(column.name)}::${column.type}`,
      )
      .join(", ");
    await this.tx.$executeRawUnsafe(
      `INSERT INTO ${quoteIdent(table.name)} (${table.columns.map((column) => quoteIdent(column.name)).join(", ")})
       OVERRIDING SYSTEM VALUE SELECT ${select} FROM jsonb_to_recordset($1::jsonb) AS x(${recordColumns(table.columns)})`,
      JSON.stringify(rows),
    );
    if (later.length > 0) {
      const keep = [...table.primaryKey, ...later];
      this.later.push({
        table,
        rows: rows.map((row) => Object.fromEntries(keep.map((name) => [name, row[name] ?? null]))),
      });
    }
  }

  async finish() {
    await this.flush();
    for (const { table, rows } of this.later) {
      const later = this.deferred.get(table.name) ?? [];
      const typeOf = (name: string) => table.columns.find((column) => column.name === name)!.type;
      const columns = [...table.primaryKey, ...later].map((name) => ({ name, type: typeOf(name) }));
      const set = later.map((name) => `${quoteIdent(name)} = x.${quoteIdent(name)}::${typeOf(name)}`).join(", ");
      const match = table.primaryKey
        .map((name) => `t.${quoteIdent(name)} = x.${quoteIdent(name)}::${typeOf(name)}`)
        .join(" AND ");
      await this.tx.$executeRawUnsafe(
        `UPDATE ${quoteIdent(table.name)} AS t SET ${set}
           FROM jsonb_to_recordset($1::jsonb) AS x(${recordColumns(columns)}) WHERE ${match}`,
        JSON.stringify(rows),
      );
    }
  }
}

const recordColumns = (columns: readonly { name: string }[]) =>
  columns.map((column) => `${quoteIdent(column.name)} text`).join(", ");

/** Moves each serial or identity column's sequence past the restored ids. */
async function resetSequences(tx: DbClient, tables: readonly TableSpec[]) {
  const columns = tables.flatMap((table) => table.columns.map((column) => ({ t: table.name, c: column.name })));
  const sequences = await tx.$queryRawUnsafe<{ t: string; c: string; sequence: string }[]>(
    `SELECT x.t, x.c, pg_get_serial_sequence(quote_ident(x.t), x.c) AS sequence
       FROM jsonb_to_recordset($1::jsonb) AS x(t text, c text)
      WHERE pg_get_serial_sequence(quote_ident(x.t), x.c) IS NOT NULL`,
    JSON.stringify(columns),
  );
  for (const { t, c, sequence } of sequences) {
    const max = `(SELECT max(${quoteIdent(c)}) FROM ${quoteIdent(t)})`;
    await tx.$queryRawUnsafe(
      `SELECT setval($1::regclass, COALESCE(${max}, 1), ${max} IS NOT NULL)::text AS v`,
      sequence,
    );
  }
}
