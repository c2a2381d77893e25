import { storedLocale } from "../../i18n/locale-storage.ts";
import { LOCAL_KEYS, readLocal } from "../../lib/local-keys.ts";

// The multipart calls of the template pages (tRPC speaks JSON): a file into a folder of a
// solution, or a whole solution as a zip. Same session cookie, site and language as tRPC calls.

export type UploadTarget = "template" | "resource" | "template-import";

/** Posts the file; resolves on success, rejects with the server's (translated) message. */
export async function uploadSolutionFile(target: UploadTarget, file: File, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file);
  const headers: Record<string, string> = { "accept-language": storedLocale() };
  const siteId = readLocal(LOCAL_KEYS.siteId);
  if (siteId) headers["x-suyuan-site"] = siteId;
  const response = await fetch(`/upload/${target}`, { method: "POST", body: form, headers, credentials: "include" });
  if (response.ok) return;
  const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
  throw new Error(answer.message ?? answer.error ?? String(response.status));
}

/** Where the current site's solution downloads as a zip. */
export function solutionExportUrl(solution: string): string {
  const siteId = readLocal(LOCAL_KEYS.siteId);
  const query = new URLSearchParams({ solution, ...(siteId ? { site: siteId } : {}) });
  return `/download/template-solution?${query.toString()}`;
}
