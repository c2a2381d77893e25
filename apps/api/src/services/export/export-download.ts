import type { Locale } from "@suyuan/contracts/i18n/translate";
import { KIT_RESOURCES } from "../../kit/kit-resources.ts";
import { resourceExport } from "../../kit/resource-export.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";
import { CONTENT_TYPES, exportBody, type ExportFormat } from "./export-formats.ts";
import { EXPORT_RESOURCES, type ExportResource } from "./export-resources.ts";

// Every export, declared once per resource (who may export, the filters it takes, the columns):
// the hand-written ones in export-resources.ts, the kit's derived from each definition with an
// export key. The web app's GET /export/<name> and the legacy export paths both read them here.

/** Kit resources with an export key, by their definition name. */
const KIT_EXPORTS: Record<string, ExportResource> = Object.fromEntries(
  Object.entries(KIT_RESOURCES)
    .filter(([, definition]) => definition.keys.export)
    .map(([name, definition]) => [
      definition.name,
      resourceExport(definition, (ctx, filters, options) =>
        RESOURCE_SERVICES[name as keyof typeof KIT_RESOURCES].iterate(ctx, filters, options),
      ),
    ]),
);

/** Every export's name (GET /export/<name>). */
export const exportResourceNames = (): string[] => [...Object.keys(EXPORT_RESOURCES), ...Object.keys(KIT_EXPORTS)];

/** The export of that name, or undefined. */
export function exportResourceNamed(name: string): ExportResource | undefined {
  if (Object.hasOwn(EXPORT_RESOURCES, name)) return EXPORT_RESOURCES[name as keyof typeof EXPORT_RESOURCES];
  return Object.hasOwn(KIT_EXPORTS, name) ? KIT_EXPORTS[name] : undefined;
}

/** The download of a resource's rows matching validated filters, streamed. */
export function exportResponse(
  resource: ExportResource,
  ctx: ServiceContext,
  filters: unknown,
  format: ExportFormat,
  locale: Locale,
  /** Personal data unmasked: the caller has checked the reveal key and logged the export. */
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
