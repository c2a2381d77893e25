import { pickLocale } from "@suyuan/contracts/i18n/translate";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { Context } from "hono";
import { asAppError, logFailure } from "../lib/app-error.ts";
import { resolveCaller } from "../services/access/caller-context.ts";
import type { AuthSettings } from "../services/auth/auth-settings.ts";
import { assertHoldsOneOf } from "../services/auth/user-access.ts";
import type { ServiceContext } from "../services/service-context.ts";
import { readCookie, SESSION_COOKIE, SITE_HEADER } from "../lib/request-session.ts";
import type { AppEnv } from "../lib/app-env.ts";

// For the plain HTTP endpoints beside tRPC (upload, import, export): the same session, site and
// permission rules, and one error answer.

/** The session token: a bearer header (scripts) or the HttpOnly cookie (the browser). */
export function sessionToken(c: Context<AppEnv>): string | null {
  return (
    c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1] ??
    readCookie(c.req.header("cookie") ?? null, SESSION_COOKIE)
  );
}

/**
 * The signed-in caller as a service context: 401 without a live session, 403 without one of the
 * keys (when given). The site comes from the x-suyuan-site header, or from `?site=` for download
 * links, which cannot set headers.
 */
export async function serviceContextOf(
  c: Context<AppEnv>,
  auth: AuthSettings,
  keys: readonly PermissionKey[] = [],
): Promise<ServiceContext> {
  const caller = await resolveCaller({
    token: sessionToken(c),
    auth,
    requestedSite: c.req.query("site") ?? c.req.header(SITE_HEADER) ?? null,
    meta: c.get("meta"),
  });
  assertHoldsOneOf(caller.access, keys);
  return caller;
}

/** `?lang=` (download links) or Accept-Language. */
export function requestLocale(c: Context<AppEnv>) {
  return pickLocale(c.req.query("lang") ?? c.req.header("accept-language"));
}

/** `{ code, appCode, message }` with the error's HTTP status; unexpected errors are logged. */
export function httpErrorAnswer(c: Context<AppEnv>, error: unknown, what: string) {
  const { requestId, log } = c.get("meta");
  const appError = asAppError(error, requestId);
  logFailure(log, appError, what);
  const locale = requestLocale(c);
  const fieldErrors = appError.localizedFieldErrors(locale);
  if (appError.code === "UNAVAILABLE") c.header("Retry-After", "1");
  return c.json(
    {
      code: appError.legacyCode,
      appCode: appError.code,
      message: appError.localizedMessage(locale),
      ...(fieldErrors ? { fieldErrors } : {}),
    },
    appError.httpStatus as 400,
  );
}
