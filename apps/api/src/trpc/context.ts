import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { AppConfig } from "../env.ts";
import type { RequestMeta } from "../lib/request-meta.ts";
import type { CallerContext } from "../services/access/caller-context.ts";
import type { AuthSettings } from "../services/auth/auth-settings.ts";

export type TrpcContext = {
  config: AppConfig;
  auth: AuthSettings;
  meta: RequestMeta;
  locale: Locale;
  /** The session token from the cookie or a bearer header; resolved by the authed middleware. */
  token: string | null;
  /** The site the client asks to work on (header, raw), checked against the user's sites. */
  requestedSite: string | null;
  /** Response headers, for Set-Cookie. */
  resHeaders: Headers;
  /** The caller, when the entry point resolved it already (the legacy adapter). */
  resolved?: CallerContext;
};
