export type ExportKind = "users" | "login-logs" | "operation-logs" | "enterprises" | "goods";
export type ExportFormat = "csv" | "xlsx";

/**
 * A streamed file download of the current list: same filter object as the list call, without
 * paging. Plain HTTP with the session cookie, so an ordinary link does it.
 */
export function exportHref(kind: ExportKind, format: ExportFormat, filters: Record<string, unknown>): string {
  const q: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === "page" || key === "pageSize" || value === undefined || value === null || value === "") continue;
    q[key] = value;
  }
  const params = new URLSearchParams({ format, q: JSON.stringify(q) });
  return `/export/${kind}?${params.toString()}`;
}
