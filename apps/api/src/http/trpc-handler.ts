import { pickLocale } from "@suyuan/contracts/i18n/translate";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { SESSION_COOKIE, SITE_HEADER, type TrpcContext } from "../trpc/context.ts";
import { appRouter } from "../trpc/router.ts";
import { readCookie } from "../trpc/session-cookie.ts";
import type { AppEnv } from "./app-env.ts";

function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

function siteHeader(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function trpcHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return (c: Context<AppEnv>) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }): TrpcContext => ({
        config,
        auth,
        meta: c.get("meta"),
        locale: pickLocale(c.req.header("accept-language")),
        token: bearer(c.req.header("authorization")) ?? readCookie(c.req.header("cookie") ?? null, SESSION_COOKIE),
        requestedSiteId: siteHeader(c.req.header(SITE_HEADER)),
        resHeaders,
      }),
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR") {
          c.get("meta").log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
        }
      },
    });
}
