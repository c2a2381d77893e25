import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { APP_ERROR_CODES } from "@suyuan/contracts/errors/app-error-codes";
import { asAppError, logFailure } from "../lib/app-error.ts";
import { assertHoldsOneOf } from "../services/auth/user-access.ts";
import { resolveCaller, SessionUnconfirmed } from "../services/access/caller-context.ts";
import { authSettingsFrom, type AuthSettings } from "../services/auth/auth-settings.ts";
import { SITE_HEADER } from "../lib/request-session.ts";
import type { TrpcContext } from "../trpc/context.ts";
import { directQueries, resolveDirect, type DirectQuery } from "../trpc/direct-query.ts";
import { appErrorOf } from "../trpc/init.ts";
import { firewallRefusal } from "../services/settings/firewall.ts";
import { appRouter } from "../trpc/router.ts";
import { serializedListText, wireTransformer } from "../trpc/wire-transformer.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { sessionToken } from "./request-context.ts";

/** Never aborted: what a query's procedures get as their signal (none of them reads it). */
const NEVER_ABORTED = new AbortController().signal;

/**
 * What tRPC reads of a GET request (method, url, headers, signal), without the full Fetch Request
 * node-server builds on first access to `signal` (with an AbortController and a copy of every
 * header): that was a tenth of a query's CPU. Other methods keep the request, body and all.
 */
function leanRequest(raw: Request): Request {
  if (raw.method !== "GET") return raw;
  return { method: "GET", url: raw.url, headers: raw.headers, signal: NEVER_ABORTED } as Request;
}

const PREFIX = "/trpc/";

/** The headers tRPC answers a query with (a new object each time: the node server adds to it). */
const answerHeaders = () => ({ "content-type": "application/json", vary: "trpc-accept, accept" });

/**
 * A GET of direct queries only (trpc/direct-query.ts), one or a batch as the web client sends
 * them, answered in tRPC's own format; or null to let tRPC answer the whole request: another
 * procedure in the batch, an input in a form this does not read, and every refusal or failure
 * (tRPC then formats and logs it; the queries are reads, so running one again changes nothing).
 */
async function answerDirectly(c: Context<AppEnv>, queries: Map<string, DirectQuery>, auth: AuthSettings) {
  const paths = c.req.path.slice(PREFIX.length).split(",");
  const batch = c.req.query("batch");
  if ((batch === undefined && paths.length > 1) || (batch !== undefined && batch !== "1")) return null;
  const calls = paths.map((path) => queries.get(path));
  if (!calls.every((query) => query !== undefined)) return null;
  try {
    const raw = c.req.query("input");
    const given: unknown = raw === undefined ? undefined : JSON.parse(raw);
    const caller = await resolveCaller({
      token: sessionToken(c),
      auth,
      requestedSite: c.req.header(SITE_HEADER) ?? null,
      meta: c.get("meta"),
      // Every call here is a list its statement can confirm the session in; one that cannot
      // throws, and tRPC answers the request with a fresh read.
      confirmLater: calls.every((query) => query.json !== null),
    });
    const answers = await Promise.all(
      calls.map(async (query, index) => {
        // The keys of the procedure's own typed declaration (its meta.access), read back by direct-query.
        assertHoldsOneOf(caller.access, query.keys as readonly PermissionKey[]);
        const serialized = batch === undefined ? given : (given as Record<string, unknown> | undefined)?.[index];
        const input = serialized === undefined ? undefined : wireTransformer.input.deserialize(serialized as never);
        const parsed = query.input ? query.input.safeParse(input) : { success: true as const, data: input };
        if (!parsed.success) throw parsed.error;
        // A kit list written as JSON text by the database goes out as it came.
        const list = query.json ? await query.json(caller, parsed.data as never) : null;
        if (list ? !list.confirmed : caller.confirmation) throw new SessionUnconfirmed();
        const data = list
          ? serializedListText(list)
          : JSON.stringify(wireTransformer.output.serialize(await resolveDirect(query, caller, parsed.data)));
        return `{"result":{"data":${data}}}`;
      }),
    );
    return c.body(batch === undefined ? (answers[0] ?? "") : `[${answers.join(",")}]`, 200, answerHeaders());
  } catch {
    return null;
  }
}

export function trpcHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  const queries = directQueries(appRouter);
  return async (c: Context<AppEnv>) => {
    // The back-office firewall: a refused request gets tRPC's FORBIDDEN for every call in it.
    // A rule that cannot be read (the database away) fails every call in the request as any read
    // would: 503, not an internal error.
    const refusal = await firewallRefusal(c.get("meta").ip).catch((error: unknown) => asAppError(error));
    return (
      (c.req.method === "GET" && !refusal ? await answerDirectly(c, queries, auth) : null) ??
      fetchRequestHandler({
        endpoint: "/trpc",
        req: leanRequest(c.req.raw),
        router: appRouter,
        createContext: ({ resHeaders }): TrpcContext => {
          if (refusal)
            throw new TRPCError({ code: APP_ERROR_CODES[refusal.code].trpc, message: refusal.message, cause: refusal });
          return {
            config,
            auth,
            meta: c.get("meta"),
            locale: c.get("meta").locale,
            token: sessionToken(c),
            requestedSite: c.req.header(SITE_HEADER) ?? null,
            resHeaders,
          };
        },
        onError({ error, path }) {
          const { log, requestId } = c.get("meta");
          const appError = appErrorOf(error, requestId);
          if (appError) logFailure(log, appError, "tRPC procedure failed", { path });
        },
      })
    );
  };
}
