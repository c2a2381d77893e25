import type { AppErrorCode } from "@suyuan/contracts/errors/app-error-codes";
import type { TCodeDownloadFormat } from "@suyuan/contracts/code-application/code-application-operations";
import { storedLocale } from "../../i18n/locale-storage.ts";
import type { AppFailure } from "../../lib/app-error.ts";
import { LOCAL_KEYS, readLocal } from "../../lib/local-keys.ts";

export type CodeDownloadRange = { from: number | string; to: number | string };

export type CodeDownloadCheck = { ok: true; filename: string; codeCount: number } | { ok: false; failure: AppFailure };

/**
 * The download link of an application's codes (apps/api/src/http/trace-code-download-handler.ts).
 * A link cannot send headers, so the language and the current site travel as `lang` and `site`.
 */
export function codeDownloadHref(id: number, format: TCodeDownloadFormat, range: CodeDownloadRange): string {
  const params = new URLSearchParams({ format, lang: storedLocale() });
  if (range.from !== "") params.set("from", String(range.from));
  if (range.to !== "") params.set("to", String(range.to));
  const site = readLocal(LOCAL_KEYS.siteId);
  if (site) params.set("site", site);
  return `/download/trace-codes/${id}?${params.toString()}`;
}

type ErrorBody = { code?: string; appCode?: AppErrorCode; message?: string; fieldErrors?: Record<string, string[]> };

/**
 * Asks the server whether `href` would download (`check=1`: every check, no file). A refusal
 * comes back as the handler's JSON error, so the page can say why before the browser starts a
 * download that would only fail in its download list.
 */
export async function checkCodeDownload(href: string): Promise<CodeDownloadCheck> {
  let response: Response;
  try {
    response = await fetch(`${href}&check=1`, { credentials: "same-origin", cache: "no-store" });
  } catch (error) {
    return { ok: false, failure: networkFailure(error) };
  }
  if (response.ok) {
    return {
      ok: true,
      filename: response.headers.get("x-download-filename") ?? "",
      codeCount: Number(response.headers.get("x-code-count")) || 0,
    };
  }
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  // No JSON error (a proxy's error page, say): the server did not really answer.
  if (!body?.message) return { ok: false, failure: networkFailure(new Error(`HTTP ${response.status}`)) };
  return {
    ok: false,
    failure: {
      network: false,
      appCode: body.appCode ?? null,
      legacyCode: body.code ?? null,
      message: body.message,
      fieldErrors: body.fieldErrors ?? {},
    },
  };
}

function networkFailure(error: unknown): AppFailure {
  const message = error instanceof Error ? error.message : String(error);
  return { network: true, appCode: null, legacyCode: null, message, fieldErrors: {} };
}

/**
 * Hands `href` to the browser as an ordinary download: it streams the file to disk and shows the
 * progress in its own download list, and the page holds none of it in memory.
 */
export function startBrowserDownload(href: string, filename: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
