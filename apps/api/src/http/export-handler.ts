import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { CONTENT_TYPES, exportBody, type ExportFormat } from "../services/export/export-formats.ts";
import { EXPORT_RESOURCES, type ExportResource } from "../services/export/export-resources.ts";
import type { ServiceContext } from "../services/service-context.ts";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { resourceExport } from "../kit/resource-export.ts";
import { RESOURCE_SERVICES } from "../services/resource-services.ts";
import type { AppEnv } from "./app-env.ts";
import { authoriseFullExport } from "../services/export/full-export.ts";
import { httpErrorAnswer, requestLocale, serviceContextOf } from "./request-context.ts";

/** Kit resources with an export key, by their definition name. */
const KIT_EXPORTS: Record<string, ExportResource> = Object.fromEntries(
  Object.entries(RESOURCES)
    .filter(([, definition]) => definition.keys.export)
    .map(([name, definition]) => [
      definition.name,
      resourceExport(definition, (ctx, filters, options) =>
        RESOURCE_SERVICES[name as keyof typeof RESOURCES].iterate(ctx, filters, options),
      ),
    ]),
);

/** The download of a resource's rows matching validated filters, streamed. */
export function exportResponse(
  resource: ExportResource,
  ctx: ServiceContext,
  filters: unknown,
  format: ExportFormat,
  locale: Locale,
  full = false,
): Response {
  const title = resource.title[locale];
  const filename = `${title}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const rows = resource.rows(ctx, filters, locale, { full });
  return new Response(exportBody(format, title, resource.headers(locale), rows), {
    headers: {
      "content-type": CONTENT_TYPES[format],
      "content-disposition": `attachment; filename="export.${format}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "cache-control": "no-store",
    },
  });
}

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
      const resource = Object.hasOwn(EXPORT_RESOURCES, name)
        ? EXPORT_RESOURCES[name]
        : Object.hasOwn(KIT_EXPORTS, name)
          ? KIT_EXPORTS[name]
          : undefined;
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
