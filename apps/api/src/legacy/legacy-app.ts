import { forgetCachedAfterWrite } from "@suyuan/db/change-feed";
import { ZLegacyProtocolFields } from "@suyuan/contracts/legacy/protocol-fields";
import { Hono, type Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError, asAppError, logFailure } from "../lib/app-error.ts";
import type { RequestMeta } from "../lib/request-meta.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { resolveCaller, SessionUnconfirmed } from "../services/access/caller-context.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { assertHoldsOneOf } from "../services/auth/user-access.ts";
import { findApiAccount } from "../services/legacy/api-accounts.ts";
import { recordApiCall } from "../services/legacy/api-calls.ts";
import { countInterfaceCall } from "../services/legacy/api-interfaces.ts";
import { firewallRefusal } from "../services/settings/firewall.ts";
import { claimNonce, nonceClaimSql, releaseNonce } from "../services/legacy/nonces.ts";
import { isValidSign } from "../services/legacy/sign.ts";
import { errorEnvelope, okEnvelope, okEnvelopeText } from "./envelope.ts";
import type { LegacyAuthedContext, LegacyPublicContext, LegacyRoute, NonceClaim } from "./legacy-route.ts";
import { parseForm } from "./parse-form.ts";

/**
 * A new object for each answer: Hono hands a one-header object to the node server as it is, and the
 * server adds the body's length to it.
 */
const jsonType = () => ({ "content-type": "application/json" });

const NONCE_FIELDS = ["nonce_str", "nonce", "nonceStr"] as const;

/**
 * Runs one legacy call: the firewall (214), form parsing, protocol fields storable (201), appId (203), signature (204), session (302 / "3"),
 * permission (209), field validation (201), nonce replay (208), then the route's handler. The
 * permission comes before the fields so a caller without it learns nothing of the input rules.
 * A refused call writes nothing: a nonce it claimed is released.
 * Every answer is HTTP 200 with the envelope, as the legacy client expects.
 */
async function runLegacyCall(c: Context<AppEnv>, route: LegacyRoute, config: AppConfig) {
  const meta: RequestMeta = c.get("meta");
  const call: CallOutcome = { appId: null, code: "200" };
  try {
    return await answerLegacyCall(c, route, config, call);
  } finally {
    // Calls of a known account are recorded (in batches, never a write of their own).
    if (call.appId) recordApiCall({ appId: call.appId, path: c.req.path, ip: meta.ip, code: call.code });
  }
}

/** Whose call it was (once the account is known) and how it ended, for the call records. */
type CallOutcome = { appId: string | null; code: string };

async function answerLegacyCall(c: Context<AppEnv>, route: LegacyRoute, config: AppConfig, call: CallOutcome) {
  const meta: RequestMeta = c.get("meta");
  const { locale } = meta;
  // Set by the claim (a closure, so an object TypeScript does not narrow away).
  const claimed: { by: { appId: string; nonce: string } | null } = { by: null };
  try {
    // The back-office firewall first: a refused address or hour learns nothing else (the origin's 214).
    const refusal = await firewallRefusal(meta.ip);
    if (refusal) throw refusal;
    const { fields, files } = await parseForm(c);
    // Before the appId is looked up or the nonce stored: text the database can take.
    const protocol = ZLegacyProtocolFields.safeParse(fields);
    if (!protocol.success) throw AppError.fromZod(protocol.error);
    const account = fields.appId ? await findApiAccount(fields.appId) : null;
    if (!account?.enabled) throw new AppError("UNKNOWN_APP");
    call.appId = account.appId;
    if (!isValidSign(fields, account.appKey)) throw new AppError("BAD_SIGN");
    const nonce = NONCE_FIELDS.map((name) => fields[name]).find((value) => value);
    if (!nonce || nonce.length > 64)
      throw new AppError("BAD_REQUEST", { fieldErrors: { nonce_str: ["validation.required"] } });

    const appId = account.appId;
    const nonceClaim: NonceClaim = {
      sql: nonceClaimSql(appId, nonce),
      claimedBy(rows) {
        if (rows !== 1) throw new AppError("REPLAY");
        claimed.by = { appId, nonce };
      },
      async claim() {
        this.claimedBy((await claimNonce(appId, nonce)) ? 1 : 0);
      },
    };

    const auth = authSettingsFrom(config);
    const publicCtx: LegacyPublicContext = {
      fields,
      nonce: nonceClaim,
      files,
      account,
      meta,
      config,
      auth,
      locale,
      baseUrl: new URL(c.req.url).origin,
    };
    const { access } = route;
    const withCaller = async (confirmLater: boolean): Promise<LegacyPublicContext | LegacyAuthedContext> => {
      if (access === "public") return publicCtx;
      const caller = await resolveCaller({
        token: fields.sessionKey,
        auth,
        requestedSite: fields._site_id_param,
        meta,
        confirmLater,
      });
      assertHoldsOneOf(caller.access, access === "authenticated" ? [] : access.permission);
      return { ...publicCtx, ...caller };
    };
    // A route that claims the nonce in its own statement (a kit list) confirms the session there.
    let ctx = await withCaller(route.claimsNonce === true);
    // A registered interface counts the call, refusing it past the account's daily limit.
    await countInterfaceCall(account.appId, c.req.path);
    // Fields are checked before anything is written.
    let input: unknown = fields;
    if (route.input) {
      const parsed = route.input.safeParse(route.fromForm ? route.fromForm(fields) : fields);
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      input = parsed.data;
    }
    if (!route.claimsNonce) await nonceClaim.claim();
    const answer = await route.handle(ctx, input).catch(async (error: unknown) => {
      if (!(error instanceof SessionUnconfirmed)) throw error;
      // The session changed since this process last read it: read it afresh and start again.
      if (claimed.by) await releaseNonce(claimed.by.appId, claimed.by.nonce);
      claimed.by = null;
      ctx = await withCaller(false);
      return route.handle(ctx, input);
    });
    // A route that claims the nonce itself must have: an unclaimed call could be replayed.
    if (!claimed.by) throw new Error(`${route.paths[0] ?? "route"} answered without claiming the call's nonce`);
    // A derived mutation emptied this process's caches in its procedure; a hand-written route may
    // have written (a quality check, a trace record) with nothing saying so, and does the same,
    // unless it declares that it only reads.
    if (!route.derived && !route.readOnly) forgetCachedAfterWrite();
    if (answer.head) call.code = String(answer.head.code);
    if (answer.download) return answer.download;
    if (answer.bodyJson !== undefined)
      return c.body(okEnvelopeText(locale, answer.bodyJson, answer.totalCount), 200, jsonType());
    return c.json(okEnvelope(locale, answer.body, answer.totalCount, answer.extra, answer.head));
  } catch (error) {
    const appError = asAppError(error, meta.requestId);
    call.code = appError.legacyCode;
    logFailure(meta.log, appError, "legacy call failed");
    if (claimed.by) await releaseNonce(claimed.by.appId, claimed.by.nonce).catch(() => {});
    if (appError.code === "UNAVAILABLE") {
      // Clients and load balancers may retry; the envelope says the same in words.
      c.header("Retry-After", "1");
      return c.json(errorEnvelope(appError, locale), 503);
    }
    return c.json(errorEnvelope(appError, locale));
  }
}

/**
 * Paths that keep the address the origin's client calls them at (sign-in, personal, upload). The
 * member resource's own paths (`member/list`, …) are resource paths like any other.
 */
const FIXED_PREFIXES = ["/admin/", "/front/", "/member/ueditor/", "/member/upload/", "/member/user/", "/personal/"];

/**
 * Where a route path is served: a resource path `/<resource>/<action>` at its canonical
 * `/admin/<resource>/<action>` (as the origin's admin client calls it) and at the alias
 * `/<resource>/<action>`, both under /api.
 */
export function servedPaths(path: string): string[] {
  return FIXED_PREFIXES.some((prefix) => path.startsWith(prefix)) ? [path] : [`/admin${path}`, path];
}

/** The legacy signed form-POST API under /api, built from a table of routes. */
export function createLegacyApp(config: AppConfig, routes: LegacyRoute[]) {
  const app = new Hono<AppEnv>();
  for (const route of routes) {
    for (const path of route.paths.flatMap(servedPaths)) app.post(path, (c) => runLegacyCall(c, route, config));
  }
  app.all("*", (c) => {
    return c.json(errorEnvelope(new AppError("NOT_FOUND"), c.get("meta").locale), 404);
  });
  return app;
}
