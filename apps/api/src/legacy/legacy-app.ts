import { pickLocale } from "@suyuan/contracts/i18n/translate";
import { prisma } from "@suyuan/db/client";
import { Hono, type Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError, isAppError } from "../lib/app-error.ts";
import type { RequestMeta } from "../lib/request-meta.ts";
import type { AppEnv } from "../http/app-env.ts";
import { enterpriseScopeOf } from "../services/access/enterprise-scope.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { lookupSession } from "../services/auth/sessions.ts";
import { hasPermission, resolveSite } from "../services/auth/user-access.ts";
import { claimNonce, releaseNonce } from "../services/legacy/nonces.ts";
import { isValidSign } from "../services/legacy/sign.ts";
import { errorEnvelope, okEnvelope } from "./envelope.ts";
import type { LegacyAuthedContext, LegacyPublicContext, LegacyRoute } from "./legacy-route.ts";
import { parseForm } from "./parse-form.ts";

const NONCE_FIELDS = ["nonce_str", "nonce", "nonceStr"] as const;

function siteParam(value: string | undefined): number | null {
  if (value === undefined || value === "") return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("PARAMETER");
  return id;
}

/**
 * Runs one legacy call: form parsing, appId (203), signature (204), session (302 / "3"),
 * permission (209), field validation (201), nonce replay (208), then the route's handler. The
 * permission comes before the fields so a caller without it learns nothing of the input rules.
 * A refused call writes nothing: a nonce it claimed is released.
 * Every answer is HTTP 200 with the envelope, as the legacy client expects.
 */
async function runLegacyCall(c: Context<AppEnv>, route: LegacyRoute, config: AppConfig) {
  const meta: RequestMeta = c.get("meta");
  const locale = pickLocale(c.req.header("accept-language"));
  let claimed: { appId: string; nonce: string } | null = null;
  try {
    const { fields, files } = await parseForm(c);
    const account = fields.appId ? await prisma.apiAccount.findUnique({ where: { appId: fields.appId } }) : null;
    if (!account?.enabled) throw new AppError("UNKNOWN_APP");
    if (!isValidSign(fields, account.appKey)) throw new AppError("BAD_SIGN");
    const nonce = NONCE_FIELDS.map((name) => fields[name]).find((value) => value);
    if (!nonce || nonce.length > 64)
      throw new AppError("BAD_REQUEST", { fieldErrors: { nonce_str: ["validation.required"] } });

    const auth = authSettingsFrom(config);
    const publicCtx: LegacyPublicContext = {
      fields,
      files,
      account,
      meta,
      config,
      auth,
      baseUrl: new URL(c.req.url).origin,
    };
    let ctx: LegacyPublicContext | LegacyAuthedContext = publicCtx;
    if (route.access !== "public") {
      const lookup = await lookupSession(fields.sessionKey, auth);
      if (lookup.status === "missing") throw new AppError("UNAUTHENTICATED");
      if (lookup.status === "timed-out") throw new AppError("SESSION_TIMEOUT");
      const { access } = lookup;
      if (typeof route.access === "object" && !hasPermission(access, route.access.permission)) {
        throw new AppError("FORBIDDEN");
      }
      const site = resolveSite(access, siteParam(fields._site_id_param), lookup.session.siteId);
      ctx = {
        ...publicCtx,
        session: lookup.session,
        access,
        site,
        actor: { userId: lookup.session.userId, username: lookup.session.user.username, siteId: site?.id ?? null },
        scope: enterpriseScopeOf(access, lookup.session.user.enterpriseId),
      };
    }
    // Fields are checked before anything is written.
    let input: unknown = fields;
    if (route.input) {
      const parsed = route.input.safeParse(route.fromForm ? route.fromForm(fields) : fields);
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      input = parsed.data;
    }
    if (!(await claimNonce(account.appId, nonce))) throw new AppError("REPLAY");
    claimed = { appId: account.appId, nonce };
    const answer = await route.handle(ctx, input);
    if (answer.download) return answer.download;
    return c.json(okEnvelope(locale, answer.body, answer.totalCount));
  } catch (error) {
    const appError = isAppError(error) ? error : new AppError("INTERNAL", { cause: error });
    if (appError.code === "INTERNAL") meta.log.error({ err: error }, "legacy call failed");
    if (claimed) await releaseNonce(claimed.appId, claimed.nonce).catch(() => {});
    return c.json(errorEnvelope(appError, locale));
  }
}

/** The legacy signed form-POST API under /api, built from a table of routes. */
export function createLegacyApp(config: AppConfig, routes: LegacyRoute[]) {
  const app = new Hono<AppEnv>();
  for (const route of routes) {
    for (const path of route.paths) app.post(path, (c) => runLegacyCall(c, route, config));
  }
  app.all("*", (c) => {
    const locale = pickLocale(c.req.header("accept-language"));
    return c.json(errorEnvelope(new AppError("NOT_FOUND"), locale), 404);
  });
  return app;
}
