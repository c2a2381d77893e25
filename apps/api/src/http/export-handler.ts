import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { exportResourceNamed, exportResponse } from "../services/export/export-download.ts";
import type { ExportFormat } from "../services/export/export-formats.ts";
import { authoriseFullExport } from "../services/export/full-export.ts";
import { httpErrorAnswer, requestLocale, serviceContextOf } from "./request-context.ts";

/**
 * GET /export/<resource>?format=csv|xlsx&q=<filters as JSON>[&full=1]: the rows matching a list's
 * filters, streamed as a download. Same session, permission keys and enterprise scope as the list
 * itself. Personal data is masked; `full=1` unmasks it for a holder of the reveal key, and the
 * export is then written to the operation log (who, what, which filters) before it starts.
 */
export function exportHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    const locale = requestLocale(c);
    try {
      const name = c.req.param("resource") ?? "";
      const resource = exportResourceNamed(name);
      if (!resource) throw new AppError("NOT_FOUND");
      const ctx = await serviceContextOf(c, auth, resource.permission);
      const format = (c.req.query("format") ?? "csv") as ExportFormat;
      if (format !== "csv" && format !== "xlsx") throw new AppError("BAD_REQUEST");
      let raw: unknown;
      try {
        raw = JSON.parse(c.req.query("q") || "{}");
      } catch {
        throw new AppError("BAD_REQUEST");
      }
      const parsed = resource.filters.safeParse(raw);
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      const full = c.req.query("full") === "1";
      if (full) await authoriseFullExport(ctx, { name, personal: resource.personal === true, format, filters: raw });
      return exportResponse(resource, ctx, parsed.data, format, locale, full);
    } catch (error) {
      return httpErrorAnswer(c, error, "export failed");
    }
  };
}
