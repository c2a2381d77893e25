import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { importBackupFile, openBackupFile } from "../services/database-backup/backup-files.ts";
import { FILE_OPERATIONS } from "../services/file-operations/file-operations.ts";
import { fileStorageFor } from "../services/upload/file-storage-for.ts";
import { httpErrorAnswer, serviceContextOf } from "./request-context.ts";

/** RFC 6266 / 5987: an ASCII fallback name and the exact name in UTF-8. */
function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** GET /download/backup?name=<file name>: a finished database backup file, streamed. */
export function backupDownloadHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  const storage = fileStorageFor(config.storage);
  return async (c: Context<AppEnv>) => {
    try {
      const operation = FILE_OPERATIONS.backupDownload;
      await serviceContextOf(c, auth, operation.access);
      const parsed = operation.input.safeParse({ name: c.req.query("name") });
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      const { fileName, file } = await openBackupFile(storage, parsed.data.name);
      return new Response(file.body, {
        headers: {
          "content-type": "application/gzip",
          "content-length": String(file.size),
          "content-disposition": attachment(fileName),
          "cache-control": "private, no-store",
        },
      });
    } catch (error) {
      return httpErrorAnswer(c, error, "backup download failed");
    }
  };
}

/** POST /upload/backup (multipart, the file in `file`): adds a backup file made elsewhere. */
export function backupImportHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  const storage = fileStorageFor(config.storage);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, FILE_OPERATIONS.backupImport.access);
      if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
        throw new AppError("UNSUPPORTED_MEDIA_TYPE");
      let file: File | string | null;
      try {
        file = (await c.req.formData()).get("file");
      } catch (error) {
        throw new AppError("BAD_REQUEST", { cause: error });
      }
      return c.json(
        await importBackupFile(ctx, storage, file instanceof File ? file : undefined, config.uploadMaxBytes),
      );
    } catch (error) {
      return httpErrorAnswer(c, error, "backup import failed");
    }
  };
}
