import { z } from "zod";
import { zString, zText } from "../kit/primitives.ts";

// Database backup and restore (数据备份), served under the origin's {mysql,oracle,sqlserver,db2}/data/*
// paths for the product's one PostgreSQL database (embedded or a server).

/** Where the origin kept its backups; its admin client shows and sends names under it. */
export const BACKUP_FOLDER = "/WEB-INF/backup";

/** A table name as PostgreSQL lists it (the product's tables are lower-case snake case). */
const ZTableName = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(63, "validation.tooLong")
  .regex(/^[a-z_][a-z0-9_]*$/, "validation.invalid");

/** A table a backup may hold, with its number of columns. */
const ZBackupTable = z.object({ name: z.string(), columns: z.number().int() });
export type TBackupTable = z.infer<typeof ZBackupTable>;

export const ZBackupTablesAnswer = z.object({ items: z.array(ZBackupTable) });

export const ZTableFieldsInput = z.object({ tablename: ZTableName });

/** A column as the origin's listfields answers it. */
const ZTableField = z.object({
  name: z.string(),
  fieldType: z.string(),
  nullable: z.enum(["YES", "NO"]),
  fieldProperty: z.string(),
  fieldDefault: z.string(),
  extra: z.string(),
  comment: z.string(),
  length: z.string(),
});
export type TTableField = z.infer<typeof ZTableField>;

export const ZTableFieldsAnswer = z.object({ items: z.array(ZTableField) });

export const ZBackupInput = z.object({
  /** The tables to back up; empty: every table of the product. */
  tableNames: z.array(ZTableName).max(500, "validation.tooMany").default([]),
});
export type TBackupInput = z.infer<typeof ZBackupInput>;

const ZBackupStatus = z.enum(["queued", "running", "done", "failed"]);

export const ZBackupFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  tables: z.array(z.string()),
  status: ZBackupStatus,
  currentTable: z.string().nullable(),
  doneTables: z.number().int(),
  totalTables: z.number().int(),
  rowCount: z.number().int(),
  size: z.number().int(),
  migration: z.string(),
  error: z.string().nullable(),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
});
export type TBackupFile = z.infer<typeof ZBackupFile>;

export const ZBackupFilesAnswer = z.object({ items: z.array(ZBackupFile) });

/** A file named bare ("x.jsonl.gz") or as the origin shows it ("/WEB-INF/backup/x.jsonl.gz"). */
const ZFileRef = zText(200);

const ZBareName = zText(100)
  .regex(/^[\p{L}\p{N}_\-.]+$/u, "backup.fileNameInvalid")
  .refine((name) => !/^\.+$/.test(name), "backup.fileNameInvalid");

export const ZOrigNameInput = z.object({ name: ZFileRef });
export const ZRenameBackupInput = z.object({ origName: ZFileRef, distName: ZBareName });
export const ZDeleteBackupsInput = z.object({
  names: z.array(ZFileRef).min(1, "validation.required").max(100, "validation.tooMany"),
});
export const ZRestoreBackupInput = z.object({
  filename: ZFileRef,
  /** The origin's target database: the product has one, so any value means it. */
  db: zString().max(100, "validation.tooLong").optional(),
});

export const ZRestoreAnswer = z.object({ result: z.literal(true), tables: z.number().int(), rows: z.number().int() });

export const ZBackupProgress = z.object({ tablename: z.string().nullable() });
