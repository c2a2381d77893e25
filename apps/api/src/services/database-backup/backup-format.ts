import { createHash } from "node:crypto";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { z } from "zod";

// The backup file (docs/operations.md, "Database backups"): gzip'd JSON lines.
//   line 1       the header: format, version, the migration the database was at, and each table
//                with its columns and their PostgreSQL types, parents before children;
//   then         one line per row: ["<table>", [<value as PostgreSQL's text, or null>, ...]];
//   last line    the trailer: rows per table and the SHA-256 of every byte before it.
// Every value is PostgreSQL's own text form of it, which its input functions read back exactly
// (numbers, times, arrays, JSON, bytes), on PGlite and on a server alike.

export const BACKUP_FORMAT = "suyuan-backup";
export const BACKUP_FORMAT_VERSION = 1;

const ZHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  migration: z.string(),
  createdAt: z.string(),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
      primaryKey: z.array(z.string()),
    }),
  ),
});
export type BackupHeader = z.infer<typeof ZHeader>;

const ZTrailer = z.object({ end: z.literal(true), rows: z.record(z.string(), z.number().int()), sha256: z.string() });

const ZRow = z.tuple([z.string(), z.array(z.string().nullable())]);

/** The file could not be read as a complete, unaltered backup. */
export class DamagedBackupError extends Error {}

/** Builds a file's lines and their checksum as they are written. */
export class BackupLines {
  private readonly hash = createHash("sha256");
  private readonly counts: Record<string, number> = {};

  constructor(private readonly write: (text: string) => Promise<void> | void) {}

  private async line(value: unknown) {
    const text = `${JSON.stringify(value)}\n`;
    this.hash.update(text);
    await this.write(text);
  }

  header(header: BackupHeader) {
    return this.line(header);
  }

  row(table: string, values: (string | null)[]) {
    this.counts[table] = (this.counts[table] ?? 0) + 1;
    return this.line([table, values]);
  }

  /** Writes the trailer; returns the checksum it holds. */
  async end(): Promise<string> {
    const sha256 = this.hash.digest("hex");
    await this.write(`${JSON.stringify({ end: true, rows: this.counts, sha256 })}\n`);
    return sha256;
  }
}

export type BackupRow = { table: string; values: (string | null)[] };

/**
 * Reads a backup file: the header, then each row (to onRow, in file order). Throws
 * DamagedBackupError when the file is not gzip, a line is not what the format says, a row does
 * not fit its table, rows are missing or added, or the checksum differs.
 */
export async function readBackup(
  gzipped: ReadableStream<Uint8Array> | Readable,
  onHeader: (header: BackupHeader) => Promise<void> | void,
  onRow: (row: BackupRow) => Promise<void> | void,
): Promise<{ header: BackupHeader; rows: number; sha256: string }> {
  const source = gzipped instanceof Readable ? gzipped : Readable.fromWeb(gzipped as never);
  const gunzip = createGunzip();
  source.on("error", (error) => gunzip.destroy(error));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  const hash = createHash("sha256");
  let header: BackupHeader | null = null;
  let columnsOf = new Map<string, number>();
  const counts: Record<string, number> = {};
  let rows = 0;
  let trailer: z.infer<typeof ZTrailer> | null = null;
  try {
    for await (const text of lines) {
      if (trailer) throw new DamagedBackupError("data after the trailer");
      const value = parseJson(text);
      if (!header) {
        const parsed = ZHeader.safeParse(value);
        if (!parsed.success) throw new DamagedBackupError("not a backup header");
        header = parsed.data;
        columnsOf = new Map(header.tables.map((table) => [table.name, table.columns.length]));
        await onHeader(header);
      } else if (!Array.isArray(value)) {
        const parsed = ZTrailer.safeParse(value);
        if (!parsed.success) throw new DamagedBackupError("not a row nor the trailer");
        trailer = parsed.data;
        continue;
      } else {
        const parsed = ZRow.safeParse(value);
        if (!parsed.success) throw new DamagedBackupError("not a row");
        const [table, values] = parsed.data;
        if (columnsOf.get(table) !== values.length) throw new DamagedBackupError(`row does not fit ${table}`);
        counts[table] = (counts[table] ?? 0) + 1;
        rows += 1;
        await onRow({ table, values });
      }
      hash.update(`${text}\n`);
    }
  } catch (error) {
    if (error instanceof DamagedBackupError) throw error;
    // gunzip's "incorrect header check", "unexpected end of file", a CRC failure.
    if ((error as { code?: string }).code?.startsWith("Z_")) throw new DamagedBackupError(String(error));
    throw error;
  }
  if (!header || !trailer) throw new DamagedBackupError("the file is incomplete");
  const sha256 = hash.digest("hex");
  if (sha256 !== trailer.sha256) throw new DamagedBackupError("checksum mismatch");
  for (const table of header.tables)
    if ((counts[table.name] ?? 0) !== (trailer.rows[table.name] ?? 0))
      throw new DamagedBackupError(`row count of ${table.name}`);
  return { header, rows, sha256 };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new DamagedBackupError("a line is not JSON");
  }
}
