import type { SqlFragment } from "../../kit/sql-where.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import type { AuthSettings } from "../auth/auth-settings.ts";
import { lookupSession, type ActiveSession } from "../auth/sessions.ts";
import { resolveSite, type SiteSummary } from "../auth/user-access.ts";
import type { ServiceContext } from "../service-context.ts";
import { enterpriseScopeOf } from "./enterprise-scope.ts";
import { stationScopeOf } from "./station-scope.ts";

/** The signed-in caller of any entry point: session, rights, current site, enterprise and station scope. */
export type CallerContext = ServiceContext & {
  session: ActiveSession;
  site: SiteSummary | null;
  /**
   * Null when the session was read for this request. Otherwise it was taken from this process's
   * recent reads (only when asked with `confirmLater`), and nothing read for the caller may be
   * answered until this statement has returned a row in the same statement as the read.
   */
  confirmation: SqlFragment | null;
};

/**
 * Thrown where a recently read session could not be confirmed (its confirmation returned no row,
 * or the read could not carry it): the entry point reads the session afresh and starts again.
 */
export class SessionUnconfirmed extends Error {
  constructor() {
    super("the recently read session must be read afresh");
  }
}

/**
 * The site a request asks to work on (tRPC header, download link `?site=`, legacy
 * `_site_id_param`): blank is none; anything but a positive int4 is a parameter error.
 */
function parseSiteId(raw: string | null | undefined): number | null {
  if (raw === undefined || raw === null || raw.trim() === "") return null;
  const id = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new AppError("PARAMETER");
  return id;
}

/**
 * The one way every entry point (tRPC, the legacy adapter, the plain HTTP endpoints) turns a
 * session token and a requested site into the caller: 401 without a live session, "3" after the
 * idle timeout, 403 for a site the user may not use.
 */
export async function resolveCaller(request: {
  token: string | null | undefined;
  auth: AuthSettings;
  /** The raw site id the request names (header, query or form field), if any. */
  requestedSite: string | null | undefined;
  meta: RequestMeta;
  /**
   * The entry point confirms the session inside the statement it runs next (a list read), so a
   * read of it moments ago on this process may stand in for a fresh one (`confirmation`).
   */
  confirmLater?: boolean;
}): Promise<CallerContext> {
  const requestedSiteId = parseSiteId(request.requestedSite);
  const lookup = await lookupSession(request.token ?? null, request.auth, { confirmLater: request.confirmLater });
  if (lookup.status === "missing") throw new AppError("UNAUTHENTICATED");
  if (lookup.status === "timed-out") throw new AppError("SESSION_TIMEOUT");
  const { access, session } = lookup;
  const site = resolveSite(access, requestedSiteId, session.siteId);
  return {
    session,
    access,
    site,
    actor: { userId: session.userId, username: session.user.username, siteId: site?.id ?? null },
    scope: enterpriseScopeOf(access, session.user.enterpriseId),
    station: stationScopeOf(access, session.user.stationId),
    meta: request.meta,
    confirmation: lookup.confirmation,
  };
}
