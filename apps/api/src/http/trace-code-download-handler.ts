import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { FILE_OPERATIONS } from "../services/file-operations/file-operations.ts";
import { codeDownloadBody, downloadResponse, planTraceCodeDownload } from "../services/code-application/download.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { downloadErrorPage, isNavigation } from "./download-error-page.ts";
import { httpErrorAnswer, requestLocale, serviceContextOf } from "./request-context.ts";

/**
 * The origin public trace URLs start with: PUBLIC_BASE_URL, else the origin the caller reached us
 * at (behind a trusted proxy, the one it forwards).
 */
export function publicOrigin(c: Context<AppEnv>, config: AppConfig): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const own = new URL(c.req.url);
  if (config.trustProxy) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    if (host && /^[\w.-]+(:\d+)?$/.test(host))
      return `${proto === "https" ? "https" : own.protocol.slice(0, -1)}://${host}`;
  }
  return own.origin;
}

const optionalNumber = (value: string | undefined) => (value === undefined || value === "" ? undefined : Number(value));

/**
 * GET /download/trace-codes/<application id>?format=csv|txt|pdf&from=&to=: the codes of a generated
 * application, streamed. Same session, permission and enterprise scope as the application's page.
 *
 * The web page first asks with `&check=1`: the same checks, answered 204 (with the file's name and
 * code count) or the JSON error, and no file; then it lets the browser fetch the link itself, so
 * the browser streams the file to disk and shows the progress. A refusal met by that navigation
 * (say, the session expired in between) answers a small HTML page, never a JSON body to be saved.
 */
export function traceCodeDownloadHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const operation = FILE_OPERATIONS.traceCodeDownload;
      const ctx = await serviceContextOf(c, auth, operation.access);
      const parsed = operation.input.safeParse({
        id: Number(c.req.param("id")),
        format: c.req.query("format") || undefined,
        fromSerial: optionalNumber(c.req.query("from")),
        toSerial: optionalNumber(c.req.query("to")),
      });
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      const plan = await planTraceCodeDownload(ctx, parsed.data, publicOrigin(c, config));
      if (c.req.query("check") === "1") {
        return c.body(null, 204, {
          "cache-control": "no-store",
          "x-code-count": String(plan.codeCount),
          "x-download-filename": plan.filename,
        });
      }
      return downloadResponse({ ...plan, body: codeDownloadBody(plan) });
    } catch (error) {
      const answer = httpErrorAnswer(c, error, "trace code download failed");
      if (!isNavigation(c)) return answer;
      const id = Number(c.req.param("id"));
      const back = Number.isSafeInteger(id) && id > 0 ? `/apply/view?id=${id}` : "/apply/list";
      return downloadErrorPage(answer, requestLocale(c), back);
    }
  };
}
