import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { importProjects } from "../services/project/project-import.ts";
import type { AppEnv } from "./app-env.ts";
import { httpErrorAnswer, serviceContextOf } from "./request-context.ts";

/** Largest import sheet accepted (5000 rows fit comfortably). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /import/projects (multipart, the .xlsx in `file`): imports every row or none. Answers
 * `{ imported, errors }`; with errors, nothing was imported and each bad row is named.
 */
export function importProjectsHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, [OPERATION_KEYS.projectImport]);
      const form = await c.req.formData().catch(() => null);
      const file = form?.get("file");
      if (!(file instanceof File) || file.size === 0)
        throw new AppError("BAD_REQUEST", { messageKey: "error.importFile" });
      if (file.size > IMPORT_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
      const result = await importProjects(ctx, new Uint8Array(await file.arrayBuffer()));
      return c.json(result, result.errors.length ? 422 : 200);
    } catch (error) {
      return httpErrorAnswer(c, error, "project import failed");
    }
  };
}
