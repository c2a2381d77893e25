import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { createGzip } from "node:zlib";
import { getDatabase, prisma } from "@suyuan/db/client";
import type { SqlExecutor } from "@suyuan/db/sql-executor";
import { z } from "zod";
import { defineJobKind } from "../jobs/job-queue.ts";
import { jobStorage } from "../jobs/job-storage.ts";
import {
  backupTableNames,
  catalogTables,
  foreignKeys,
  insertionOrder,
  migrationVersion,
  quoteIdent,
  type CatalogTable,
  type Query,
} from "./database-catalog.ts";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupLines } from "./backup-format.ts";

// A backup runs on the job queue (docs/jobs.md): the request records a queued row and returns;
// whichever process takes the job reads the tables, writes the file to a temporary file, then
// stores it in the file storage and marks the row done. Progress (the table being read, tables
// done) is written to the row as it goes, for the backup page and the origin's `progress`.

const ROWS_PER_READ = 1_000;

export const databaseBackupJob = defineJobKind({
  name: "database-backup",
  data: z.object({ backupId: z.number().int() }),
  async run({ backupId }, run) {
    const claimed = await prisma.databaseBackup.updateMany({
      where: { id: backupId, status: { in: ["queued", "running"] } },
      data: { status: "running", jobToken: run.token, error: null },
    });
    if (claimed.count === 0) return "done"; // deleted, or done by an earlier run
    try {
      await writeBackup(backupId, run.token);
    } catch (error) {
      if (!run.lastAttempt) throw error;
      await failBackup(backupId, (error as Error).message, run.token);
    }
    return "done";
  },
  async abandoned({ backupId }, reason) {
    await failBackup(backupId, reason, null);
  },
});

async function failBackup(backupId: number, reason: string, token: string | null) {
  await prisma.databaseBackup.updateMany({
    where: { id: backupId, status: { in: ["queued", "running"] }, ...(token ? { jobToken: token } : {}) },
    data: { status: "failed", error: reason.slice(0, 500), currentTable: null, finishedAt: new Date() },
  });
}

/**
 * Reads the tables in one snapshot where the database allows it: on a server a REPEATABLE READ,
 * read-only transaction on a connection of its own; on PGlite (one connection, which requests
 * share) table after table.
 */
async function withSnapshot<T>(work: (query: Query) => Promise<T>): Promise<T> {
  const database = getDatabase();
  return database.withExecutor(async (executor: SqlExecutor) => {
    const query: Query = (sql, params) => executor.query(sql, params);
    if (database.kind === "pglite") return work(query);
    // Times written in UTC, as PGlite writes them: the same rows give the same file on both.
    await executor.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL TIME ZONE 'UTC'");
    try {
      return await work(query);
    } finally {
      await executor.exec("COMMIT");
    }
  });
}

async function writeBackup(backupId: number, token: string) {
  const backup = await prisma.databaseBackup.findUniqueOrThrow({ where: { id: backupId } });
  const work = await mkdtemp(join(tmpdir(), "suyuan-backup-"));
  const path = join(work, "backup.jsonl.gz");
  try {
    const gzip = createGzip();
    const file = createWriteStream(path);
    gzip.pipe(file);
    const write = async (text: string) => {
      if (!gzip.write(text)) await once(gzip, "drain");
    };
    const lines = new BackupLines(write);
    const held = async (data: Parameters<typeof prisma.databaseBackup.updateMany>[0]["data"]) => {
      const updated = await prisma.databaseBackup.updateMany({ where: { id: backupId, jobToken: token }, data });
      if (updated.count === 0) throw new LostBackupError();
    };
    const { migration, rowCount, tableCount } = await withSnapshot(async (query) => {
      const known = await backupTableNames(query);
      const asked = backup.tables.length > 0 ? backup.tables : known;
      const missing = asked.find((name) => !known.includes(name));
      if (missing) throw new Error(`table ${missing} does not exist`);
      const { order } = insertionOrder(asked, await foreignKeys(query));
      const tables = await catalogTables(query, order);
      const migration = await migrationVersion(query);
      await held({ totalTables: tables.length, doneTables: 0, migration });
      await lines.header({
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        migration,
        createdAt: new Date().toISOString(),
        tables,
      });
      let rowCount = 0;
      for (const [index, table] of tables.entries()) {
        await held({ currentTable: table.name, doneTables: index });
        rowCount += await dumpTable(query, table, (values) => lines.row(table.name, values));
      }
      return { migration, rowCount, tableCount: tables.length };
    });
    const checksum = await lines.end();
    gzip.end();
    await once(file, "close");
    const { size } = await stat(path);
    await jobStorage().put(backup.storageKey, createReadStream(path), size);
    await held({
      status: "done",
      currentTable: null,
      doneTables: tableCount,
      rowCount,
      size,
      migration,
      checksum,
      finishedAt: new Date(),
    });
  } catch (error) {
    if (error instanceof LostBackupError) return; // another run holds it, or it was deleted
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

class LostBackupError extends Error {}

/** Writes a table's rows, each value as PostgreSQL's text of it, in primary-key order; returns the count. */
async function dumpTable(
  query: Query,
  table: CatalogTable,
  row: (values: (string | null)[]) => Promise<void>,
): Promise<number> {
  if (table.columns.length === 0) return 0;
  const values = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(", ");
  // A table without a primary key is read in its physical order (stable within the snapshot).
  const order = table.primaryKey.length > 0 ? table.primaryKey.map(quoteIdent).join(", ") : "ctid";
  let count = 0;
  for (;;) {
    const rows = await query<{ v: (string | null)[] }>(
      `SELECT ARRAY[${values}]::text[] AS v FROM ${quoteIdent(table.name)} ORDER BY ${order} LIMIT ${ROWS_PER_READ} OFFSET ${count}`,
    );
    for (const { v } of rows) await row(v);
    count += rows.length;
    if (rows.length < ROWS_PER_READ) return count;
  }
}
