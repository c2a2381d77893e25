import { ZDeleteBackupsInput } from "@suyuan/contracts/database-backup/database-backup-operations";
import { zipBackupFiles } from "../../services/database-backup/backup-files.ts";
import { FILE_OPERATIONS } from "../../services/file-operations/file-operations.ts";
import { fileStorageFor } from "../../services/upload/file-storage-for.ts";
import { accessOf } from "../file-routes.ts";
import { formList } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";

// {mysql,oracle,sqlserver,db2}/data/export: the named backup files in one ZIP (a file, not the
// envelope). The other data/* paths are derived from the databaseBackup procedures.

export const backupRoutes = [
  legacyRoute({
    paths: ["mysql", "oracle", "sqlserver", "db2"].map((brand) => `/${brand}/data/export`),
    ...accessOf(FILE_OPERATIONS.backupDownload.access),
    input: ZDeleteBackupsInput,
    fromForm: (fields) => ({ names: formList(fields.names) }),
    readOnly: true,
    async handle(ctx, input) {
      const { fileName, zip } = await zipBackupFiles(fileStorageFor(ctx.config.storage), input.names);
      const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
      return {
        download: new Response(new Uint8Array(zip), {
          headers: {
            "content-type": "application/zip",
            "content-disposition": `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
            "cache-control": "private, no-store",
          },
        }),
      };
    },
  }),
];
