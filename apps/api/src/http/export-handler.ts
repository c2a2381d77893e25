import { pickLocale } from "@suyuan/contracts/i18n/translate";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError, isAppError } from "../lib/app-error.ts";
import { enterpriseScopeOf } from "../services/access/enterprise-scope.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { lookupSession } from "../services/auth/sessions.ts";
import { getUserAccess, hasPermission, resolveSite } from "../services/auth/user-access.ts";
import { CONTENT_TYPES, exportBody, type ExportFormat } from "../services/export/export-formats.ts";
import { EXPORT_RESOURCES } from "../services/export/export-resources.ts";
import { SESSION_COOKIE, SITE_HEADER } from "../trpc/context.ts";
import { readCookie } from "../trpc/session-cookie.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * GET /export/<resource>?format=csv|xlsx&q=<filters as JSON>: the rows matching a list's filters,
 * streamed as a download. Same session, permission keys and enterprise scope as the list itself.
 */
export function exportHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    const meta = c.get("meta");
    // A download link cannot set headers: the app puts its language and site in the query.
    const locale = pickLocale(c.req.query("lang") ?? c.req.header("accept-language"));
    try {
      const resource = EXPORT_RESOURCES[c.req.param("resource") ?? ""];
      if (!resource) throw new AppError("NOT_FOUND");
      const token =
        c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1] ??
        readCookie(c.req.header("cookie") ?? null, SESSION_COOKIE);
      const lookup = await lookupSession(token, auth);
      if (lookup.status === "missing") throw new AppError("UNAUTHENTICATED");
      if (lookup.status === "timed-out") throw new AppError("SESSION_TIMEOUT");
      const access = await getUserAccess(lookup.session.userId);
      if (!resource.permission.some((key) => hasPermission(access, key))) throw new AppError("FORBIDDEN");
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
      const requestedSite = Number(c.req.query("site") ?? c.req.header(SITE_HEADER)) || null;
      const site = resolveSite(access, requestedSite, lookup.session.siteId);
      const ctx = {
        actor: { userId: lookup.session.userId, username: lookup.session.user.username, siteId: site?.id ?? null },
        access,
        scope: enterpriseScopeOf(access, lookup.session.user.enterpriseId),
        meta,
      };
      const title = resource.title[locale];
      const stamp = new Date().toISOString().slice(0, 10);
      const filename = `${title}-${stamp}.${format}`;
      return new Response(
        exportBody(format, title, resource.headers(locale), resource.rows(ctx, parsed.data, locale)),
        {
          headers: {
            "content-type": CONTENT_TYPES[format],
            "content-disposition": `attachment; filename="export.${format}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
            "cache-control": "no-store",
          },
        },
      );
    } catch (error) {
      const appError = isAppError(error) ? error : new AppError("INTERNAL", { cause: error });
      if (appError.code === "INTERNAL") meta.log.error({ err: error }, "export failed");
      return c.json({ code: appError.code, message: appError.localizedMessage(locale) }, appError.httpStatus as 400);
    }
  };
}
