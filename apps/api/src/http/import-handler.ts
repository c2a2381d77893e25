import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { importFileBytes } from "../services/import/sheet.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { importProjects } from "../services/project/project-import.ts";
import type { AppEnv } from "./app-env.ts";
import { httpErrorAnswer, serviceContextOf } from "./request-context.ts";

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
      const result = await importProjects(ctx, await importFileBytes(form?.get("file")));
      return c.json(result, result.errors.length ? 422 : 200);
    } catch (error) {
      return httpErrorAnswer(c, error, "project import failed");
    }
  };
}
