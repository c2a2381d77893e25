import type { ResourceName } from "@suyuan/contracts/kit/resource-registry";
import { storedLocale } from "../i18n/locale-storage.ts";
import { LOCAL_KEYS, readLocal } from "./local-keys.ts";

export type ExportKind =
  | "users"
  | "login-logs"
  | "operation-logs"
  | "enterprises"
  | "goods"
  | "projects"
  | "batches"
  | "trace-templates"
  | "scan-records"
  | "recalls"
  | "quality-checks"
  | "code-applications"
  | "customRecords"
  // Every kit resource exports under its definition name (apps/api/src/kit).
  | ResourceName;
export type ExportFormat = "csv" | "xlsx";

/**
 * A streamed file download of the current list: same filter object as the list call, without
 * paging. Plain HTTP with the session cookie, so an ordinary link does it; a link cannot send
 * headers, so the language and the current site travel as `lang` and `site` query parameters.
 */
export function exportHref(
  kind: ExportKind,
  format: ExportFormat,
  filters: Record<string, unknown>,
  options: { full?: boolean } = {},
): string {
  const q: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === "page" || key === "pageSize" || value === undefined || value === null || value === "") continue;
    q[key] = value;
  }
  const params = new URLSearchParams({ format, q: JSON.stringify(q), lang: storedLocale() });
  const siteId = readLocal(LOCAL_KEYS.siteId);
  if (siteId) params.set("site", siteId);
  // Personal data unmasked: the server checks the reveal key and logs the export.
  if (options.full) params.set("full", "1");
  return `/export/${kind}?${params.toString()}`;
}
