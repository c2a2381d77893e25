import { vi } from "vitest";
import { gunzipSync, gzipSync } from "node:zlib";
import { BackupLines } from "@suyuan/api/services/database-backup/backup-format";
import { prisma } from "@suyuan/db/client";

// Helpers for the database backup tests: waiting for a backup, fingerprints of the tables, and
// rewriting a backup file (a tampered copy, or a well-formed one with changed content).

export type BackupFileRow = { fileName: string; status: string; error: string | null };

/** Polls until the backup is no longer queued or running. */
export function settledBackup<T extends BackupFileRow>(list: () => Promise<T[]>, fileName: string): Promise<T> {
  return vi.waitFor(
    async () => {
      const file = (await list()).find((entry) => entry.fileName === fileName);
      if (!file) throw new Error(`backup ${fileName} is gone`);
      if (file.status === "queued" || file.status === "running")
        throw new Error(`backup ${fileName} still ${file.status}`);
      return file;
    },
    { timeout: 60_000, interval: 200 },
  );
}

/** Tables whose rows a sign-in or a logged call changes: left out of fingerprints. */
const VOLATILE = new Set(["session", "login_log", "operation_log", "app_user"]);

/** Each backed-up table's row count and a hash of its rows, on the open database. */
export async function tableFingerprints(): Promise<Record<string, string>> {
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name::text AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('_prisma_migrations', 'database_backup', 'legacy_nonce', 'rate_limit_bucket')
      ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await prisma.$queryRawUnsafe<{ n: number; h: string }[]>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${name}" x`,
    );
    result[name] = `${row!.n}:${row!.h}`;
  }
  return result;
}

/** The file's lines, decompressed. */
export function backupLines(gzipped: Uint8Array): string[] {
  return gunzipSync(gzipped).toString("utf8").trimEnd().split("\n");
}

/**
 * A well-formed file (checksum recomputed) built from another's lines, changed by `edit`: the
 * header object and the rows as [table, values].
 */
export async function rewrittenBackup(
  gzipped: Uint8Array,
  edit: (header: Record<string, unknown>, rows: [string, (string | null)[]][]) => void,
): Promise<Uint8Array> {
  const lines = backupLines(gzipped);
  const header = JSON.parse(lines[0]!) as Record<string, unknown>;
  const rows = lines.slice(1, -1).map((line) => JSON.parse(line) as [string, (string | null)[]]);
  edit(header, rows);
  let text = "";
  const writer = new BackupLines((line) => {
    text += line;
  });
  await writer.header(header as never);
  for (const [table, values] of rows) await writer.row(table, values);
  await writer.end();
  return gzipSync(Buffer.from(text, "utf8"));
}
