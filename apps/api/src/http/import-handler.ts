import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import type { SheetImport } from "../services/file-operations/file-operations.ts";
import { importFileBytes, xlsxResponse } from "../services/import/sheet.ts";
import { httpErrorAnswer, serviceContextOf } from "./request-context.ts";

// The web app's doors to the sheet imports declared in services/file-operations (the legacy
// client's are legacy/file-routes.ts): access and behaviour come from the declaration.

/**
 * POST /import/<name> (multipart, the .xlsx in `file`): every row or none. Answers
 * `{ imported, errors }`; with errors (422) nothing was imported and each bad row is named.
 */
export function sheetImportHandler(config: AppConfig, operation: SheetImport, what: string) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, operation.access);
      const form = await c.req.formData().catch(() => null);
      const result = await operation.run(ctx, await importFileBytes(form?.get("file")));
      return c.json(result, result.errors.length ? 422 : 200);
    } catch (error) {
      return httpErrorAnswer(c, error, `${what} import failed`);
    }
  };
}

/** GET /import/<name>/template: the empty sheet to fill in, for those who may import. */
export function sheetTemplateHandler(config: AppConfig, operation: Required<SheetImport>, what: string) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, operation.access);
      return xlsxResponse(await operation.template.build(ctx.meta.locale), operation.template.fileName);
    } catch (error) {
      return httpErrorAnswer(c, error, `${what} template failed`);
    }
  };
}
