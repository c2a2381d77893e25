import { pickLocale } from "@suyuan/contracts/i18n/translate";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { logFailure } from "../lib/app-error.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { SITE_HEADER, type TrpcContext } from "../trpc/context.ts";
import { appErrorOf } from "../trpc/init.ts";
import { appRouter } from "../trpc/router.ts";
import type { AppEnv } from "./app-env.ts";
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

export function trpcHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return (c: Context<AppEnv>) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: leanRequest(c.req.raw),
      router: appRouter,
      createContext: ({ resHeaders }): TrpcContext => ({
        config,
        auth,
        meta: c.get("meta"),
        locale: pickLocale(c.req.header("accept-language")),
        token: sessionToken(c),
        requestedSite: c.req.header(SITE_HEADER) ?? null,
        resHeaders,
      }),
      onError({ error, path }) {
        const { log, requestId } = c.get("meta");
        const appError = appErrorOf(error, requestId);
        if (appError) logFailure(log, appError, "tRPC procedure failed", { path });
      },
    });
}
