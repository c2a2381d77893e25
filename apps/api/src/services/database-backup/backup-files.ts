import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { zipSync } from "fflate";
import {
  BACKUP_FOLDER,
  type TBackupFile,
  type TBackupInput,
} from "@suyuan/contracts/database-backup/database-backup-operations";
import { prisma, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { enqueueJob, wakeJobWorker } from "../jobs/job-queue.ts";
import type { ServiceContext } from "../service-context.ts";
import type { FileStorage, OpenedFile } from "../upload/file-storage.ts";
import { DamagedBackupError, readBackup } from "./backup-format.ts";
import { databaseBackupJob } from "./backup-job.ts";
import { backupTableNames, prismaQuery } from "./database-catalog.ts";

// The backup files: each a row (what it is, its progress while it is made) and a file in the
// upload storage under `backups/`. Names are the origin's: yyyyMMddHHmmss (China time) and an
// extension saying what the file is.

const BACKUP_EXTENSION = ".jsonl.gz";

const SELECT = {
  id: true,
  fileName: true,
  tables: true,
  status: true,
  currentTable: true,
  doneTables: true,
  totalTables: true,
  rowCount: true,
  size: true,
  migration: true,
  error: true,
  createdAt: true,
  finishedAt: true,
} satisfies Prisma.DatabaseBackupSelect;

type Row = Prisma.DatabaseBackupGetPayload<{ select: typeof SELECT }>;

const answer = (row: Row): TBackupFile => ({ ...row, status: row.status as TBackupFile["status"] });

/** "/WEB-INF/backup/x", "/x" (the origin's origName) and "x" all name the file x. */
export function bareName(ref: string): string {
  let name = ref.trim();
  if (name.startsWith(`${BACKUP_FOLDER}/`)) name = name.slice(BACKUP_FOLDER.length + 1);
  else if (name.startsWith("/")) name = name.slice(1);
  return name;
}

export async function findBackupFile(ref: string) {
  const row = await prisma.databaseBackup.findUnique({ where: { fileName: bareName(ref) } });
  if (!row) throw new AppError("FILE_NOT_FOUND");
  return row;
}

export async function listBackupFiles(): Promise<TBackupFile[]> {
  const rows = await prisma.databaseBackup.findMany({
    select: SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(answer);
}

/** The table a running backup is reading (the origin's `progress`), or null when none runs. */
export async function backupProgress(): Promise<string | null> {
  const row = await prisma.databaseBackup.findFirst({
    where: { status: "running" },
    select: { currentTable: true },
    orderBy: { id: "desc" },
  });
  return row?.currentTable ?? null;
}

/** yyyyMMddHHmmss in China time, as the origin named its files. */
function stamp(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  return china.toISOString().slice(0, 19).replace(/\D/g, "");
}

async function freeFileName(base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const name = `${base}${n === 1 ? "" : `-${n}`}${BACKUP_EXTENSION}`;
    if (!(await prisma.databaseBackup.findUnique({ where: { fileName: name }, select: { id: true } }))) return name;
  }
}

const newStorageKey = () => `backups/${randomBytes(16).toString("hex")}`;

/** Queues a backup of the chosen tables (all when none is chosen); the job queue writes the file. */
export async function startBackup(ctx: ServiceContext, input: TBackupInput): Promise<TBackupFile> {
  const known = await backupTableNames(prismaQuery(prisma));
  const tables = [...new Set(input.tableNames)];
  const unknown = tables.find((name) => !known.includes(name));
  if (unknown) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "backup.tableUnknown",
      params: { name: unknown },
      fieldErrors: { tableNames: ["backup.tableUnknown"] },
    });
  }
  const fileName = await freeFileName(stamp(new Date()));
  const row = await prisma.$transaction(async (tx) => {
    const busy = await tx.databaseBackup.count({ where: { status: { in: ["queued", "running"] } } });
    if (busy > 0) throw new AppError("RULE_VIOLATION", { messageKey: "backup.running" });
    const created = await tx.databaseBackup.create({
      data: {
        fileName,
        storageKey: newStorageKey(),
        tables,
        totalTables: tables.length || known.length,
        createdById: ctx.actor.userId,
      },
      select: SELECT,
    });
    await enqueueJob(tx, databaseBackupJob, { backupId: created.id });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "backup",
      resource: "database-backup",
      targetId: created.id,
      detail: { fileName, tables: tables.length ? tables : "all" },
    });
    return created;
  });
  wakeJobWorker(databaseBackupJob);
  return answer(row);
}

export async function renameBackupFile(ctx: ServiceContext, origName: string, distName: string): Promise<TBackupFile> {
  const row = await findBackupFile(origName);
  const next = distName.trim();
  if (next === row.fileName)
    return answer(await prisma.databaseBackup.findUniqueOrThrow({ where: { id: row.id }, select: SELECT }));
  return prisma.$transaction(async (tx) => {
    if (await tx.databaseBackup.findUnique({ where: { fileName: next }, select: { id: true } })) {
      throw new AppError("RULE_VIOLATION", {
        messageKey: "backup.fileNameTaken",
        fieldErrors: { distName: ["backup.fileNameTaken"] },
      });
    }
    const updated = await tx.databaseBackup.update({ where: { id: row.id }, data: { fileName: next }, select: SELECT });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "rename",
      resource: "database-backup",
      targetId: row.id,
      detail: { old: row.fileName, new: next },
    });
    return answer(updated);
  });
}

/** Deletes the files (rows and stored files); a running backup stops at its next table. */
export async function deleteBackupFiles(ctx: ServiceContext, storage: FileStorage, refs: readonly string[]) {
  const names = [...new Set(refs.map(bareName))];
  const rows = await prisma.databaseBackup.findMany({ where: { fileName: { in: names } } });
  if (rows.length !== names.length) throw new AppError("FILE_NOT_FOUND");
  await prisma.$transaction(async (tx) => {
    await tx.databaseBackup.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
    for (const row of rows) {
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "delete",
        resource: "database-backup",
        targetId: row.id,
        detail: { fileName: row.fileName },
      });
    }
  });
  // After the commit: a file without its row is never listed nor served.
  for (const row of rows) {
    await storage
      .remove(row.storageKey)
      .catch((error: unknown) =>
        ctx.meta.log.warn({ err: error, key: row.storageKey }, "removing a backup file failed"),
      );
  }
  return { ok: true as const };
}

/** A finished backup's file, to download. */
export async function openBackupFile(
  storage: FileStorage,
  ref: string,
): Promise<{ fileName: string; file: OpenedFile }> {
  const row = await findBackupFile(ref);
  if (row.status !== "done") throw new AppError("RULE_VIOLATION", { messageKey: "backup.notReady" });
  const file = await storage.open(row.storageKey);
  if (!file) throw new AppError("FILE_NOT_FOUND");
  return { fileName: row.fileName, file };
}

/**
 * Adds a backup file made elsewhere (another installation, the embedded database of a trial):
 * refused when it is not a complete, unaltered backup. Whether it fits this database is checked
 * when it is restored.
 */
export async function importBackupFile(
  ctx: ServiceContext,
  storage: FileStorage,
  file: Pick<File, "name" | "size" | "arrayBuffer"> | undefined,
  maxBytes: number,
): Promise<TBackupFile> {
  if (!file)
    throw new AppError("BAD_REQUEST", {
      messageKey: "backup.fileRequired",
      fieldErrors: { file: ["backup.fileRequired"] },
    });
  if (file.size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
  const bytes = new Uint8Array(await file.arrayBuffer());
  let read: Awaited<ReturnType<typeof readBackup>>;
  try {
    read = await readBackup(
      Readable.from([bytes]),
      () => {},
      () => {},
    );
  } catch (error) {
    if (error instanceof DamagedBackupError)
      throw new AppError("RESTORE_FAILED", { messageKey: "backup.damaged", cause: error });
    throw error;
  }
  const created = new Date(read.header.createdAt);
  const fileName = await freeFileName(stamp(Number.isNaN(created.getTime()) ? new Date() : created));
  const storageKey = newStorageKey();
  await storage.put(storageKey, bytes, bytes.byteLength);
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.databaseBackup.create({
        data: {
          fileName,
          storageKey,
          tables: read.header.tables.map((table) => table.name),
          status: "done",
          doneTables: read.header.tables.length,
          totalTables: read.header.tables.length,
          rowCount: read.rows,
          size: bytes.byteLength,
          migration: read.header.migration,
          checksum: read.sha256,
          createdById: ctx.actor.userId,
          finishedAt: new Date(),
        },
        select: SELECT,
      });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "import",
        resource: "database-backup",
        targetId: row.id,
        detail: { fileName, originalName: file.name, size: bytes.byteLength, migration: read.header.migration },
      });
      return answer(row);
    });
  } catch (error) {
    await storage.remove(storageKey).catch(() => {});
    throw error;
  }
}

/** The origin's export: the named finished files in one ZIP, named after the first. */
export async function zipBackupFiles(
  storage: FileStorage,
  refs: readonly string[],
): Promise<{ fileName: string; zip: Uint8Array }> {
  const files: Record<string, Uint8Array> = {};
  for (const ref of refs) {
    const { fileName, file } = await openBackupFile(storage, ref);
    files[fileName] = new Uint8Array(await new Response(file.body).arrayBuffer());
  }
  const first = bareName(refs[0] ?? "backup");
  return { fileName: `${first}.zip`, zip: zipSync(files, { level: 0 }) };
}
