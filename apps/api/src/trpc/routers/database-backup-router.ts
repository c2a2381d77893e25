import {
  BACKUP_FOLDER,
  ZBackupFile,
  ZBackupFilesAnswer,
  ZBackupInput,
  ZBackupProgress,
  ZBackupTablesAnswer,
  ZDeleteBackupsInput,
  ZOrigNameInput,
  ZRenameBackupInput,
  ZRestoreAnswer,
  ZRestoreBackupInput,
  ZTableFieldsAnswer,
  ZTableFieldsInput,
  type TBackupFile,
} from "@suyuan/contracts/database-backup/database-backup-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import {
  currentDatabaseName,
  listBackupTables,
  listTableFields,
} from "../../services/database-backup/backup-catalog.ts";
import {
  backupProgress,
  bareName,
  deleteBackupFiles,
  listBackupFiles,
  renameBackupFile,
  startBackup,
} from "../../services/database-backup/backup-files.ts";
import { restoreBackup } from "../../services/database-backup/backup-restore.ts";
import { fileStorageFor } from "../../services/upload/file-storage-for.ts";
import { permissionProcedure, router } from "../init.ts";

// Database backups (数据备份). The origin chose its paths by database brand ({mysql,oracle,
// sqlserver,db2}/data/*, after frame/getDB); every prefix acts on the product's one PostgreSQL.

const BRANDS = ["mysql", "oracle", "sqlserver", "db2"] as const;
const dataPaths = (action: string) => BRANDS.map((brand) => `/${brand}/data/${action}`);
const VIEW = "/data/list";
const noInput = z.object({}).optional();
const emptyBody = () => ({ body: "" });

const two = (value: number) => String(value).padStart(2, "0");
/** yyyy-MM-dd HH:mm:ss, China time, as the origin's file list shows it. */
function chinaTime(date: Date): string {
  const d = new Date(date.getTime() + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** A finished file as the origin's `files` lists it. */
function originFile(file: TBackupFile) {
  return {
    name: `${BACKUP_FOLDER}/${file.fileName}`,
    path: BACKUP_FOLDER,
    filename: file.fileName,
    edit: false,
    ext: file.fileName.split(".").pop() ?? "",
    lastModifiedDate: chinaTime(file.finishedAt ?? file.createdAt),
    size: Math.floor(file.size / 1024) + 1,
    isDirectory: false,
    isImage: false,
    isFile: true,
    valid: "",
  };
}

export const databaseBackupRouter = router({
  /** list: the tables a backup may hold (the origin answers their names). */
  tables: permissionProcedure(VIEW)
    .meta({
      legacy: {
        paths: dataPaths("list"),
        answer: (output) => ({ body: (output as { items: { name: string }[] }).items.map((table) => table.name) }),
      },
    })
    .input(noInput)
    .output(ZBackupTablesAnswer)
    .query(async () => ({ items: await listBackupTables() })),
  /** listfields: a table's columns. */
  fields: permissionProcedure(VIEW)
    .meta({
      legacy: {
        paths: dataPaths("listfields"),
        answer: (output) => ({ body: (output as { items: unknown[] }).items }),
      },
    })
    .input(ZTableFieldsInput)
    .output(ZTableFieldsAnswer)
    .query(async ({ input }) => ({ items: await listTableFields(input.tablename) })),
  /** frame/getDB: the brand whose paths the origin's client then uses (mysql: its reference paths). */
  database: permissionProcedure(VIEW)
    .meta({ legacy: { paths: ["/frame/getDB"] } })
    .input(noInput)
    .output(z.object({ db: z.literal("mysql"), name: z.string() }))
    .query(async () => ({ db: "mysql" as const, name: await currentDatabaseName() })),
  /** defaultCatalog: the database's name. */
  defaultCatalog: permissionProcedure(VIEW)
    .meta({
      legacy: {
        paths: dataPaths("defaultCatalog"),
        answer: (output) => ({ body: { defaultCatalog: (output as { name: string }).name } }),
      },
    })
    .input(noInput)
    .output(z.object({ name: z.string() }))
    .query(async () => ({ name: await currentDatabaseName() })),
  /** listDataBases: the one database the product uses. */
  databases: permissionProcedure(VIEW)
    .meta({
      legacy: {
        paths: dataPaths("listDataBases"),
        answer: (output) => ({ body: (output as { items: string[] }).items }),
      },
    })
    .input(noInput)
    .output(z.object({ items: z.array(z.string()) }))
    .query(async () => ({ items: [await currentDatabaseName()] })),
  /** backuppath: the folder the origin's client shows. */
  folder: permissionProcedure(VIEW)
    .meta({ legacy: { paths: dataPaths("backuppath") } })
    .input(noInput)
    .output(z.object({ backuppath: z.string() }))
    .query(() => ({ backuppath: BACKUP_FOLDER })),
  /** files: the backup files, newest first, with the progress of one being made. */
  files: permissionProcedure(VIEW)
    .meta({
      legacy: {
        paths: dataPaths("files"),
        answer: (output) => ({
          body: (output as { items: TBackupFile[] }).items.filter((file) => file.status === "done").map(originFile),
        }),
      },
    })
    .input(noInput)
    .output(ZBackupFilesAnswer)
    .query(async () => ({ items: await listBackupFiles() })),
  /** progress: the table a running backup is reading. */
  progress: permissionProcedure(VIEW)
    .meta({
      legacy: {
        paths: dataPaths("progress"),
        answer: (output) => {
          const { tablename } = output as { tablename: string | null };
          return { body: tablename ? { tablename } : "" };
        },
      },
    })
    .input(noInput)
    .output(ZBackupProgress)
    .query(async () => ({ tablename: await backupProgress() })),
  /** origName: a listed name without the folder (the origin keeps the leading "/"). */
  origName: permissionProcedure(VIEW)
    .meta({ legacy: { paths: dataPaths("origName") } })
    .input(ZOrigNameInput)
    .output(z.object({ origName: z.string() }))
    .query(({ input }) => ({ origName: `/${bareName(input.name)}` })),
  /** backup: queues a backup of the chosen tables (all when none); the job queue writes the file. */
  backup: permissionProcedure(OPERATION_KEYS.backupCreate)
    .meta({ legacy: { paths: dataPaths("backup"), answer: emptyBody } })
    .input(ZBackupInput)
    .output(ZBackupFile)
    .mutation(({ ctx, input }) => startBackup(ctx, input)),
  rename: permissionProcedure(OPERATION_KEYS.backupRename)
    .meta({ legacy: { paths: dataPaths("rename"), answer: emptyBody } })
    .input(ZRenameBackupInput)
    .output(ZBackupFile)
    .mutation(({ ctx, input }) => renameBackupFile(ctx, input.origName, input.distName)),
  delete: permissionProcedure(OPERATION_KEYS.backupDelete)
    .meta({ legacy: { paths: dataPaths("delete"), answer: emptyBody } })
    .input(ZDeleteBackupsInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteBackupFiles(ctx, fileStorageFor(ctx.config.storage), input.names)),
  /** revert: restores a file in one transaction (refused files change nothing). */
  restore: permissionProcedure(OPERATION_KEYS.backupRestore)
    .meta({ legacy: { paths: dataPaths("revert"), answer: () => ({ body: { result: true } }) } })
    .input(ZRestoreBackupInput)
    .output(ZRestoreAnswer)
    .mutation(({ ctx, input }) => restoreBackup(ctx, fileStorageFor(ctx.config.storage), input.filename)),
});
