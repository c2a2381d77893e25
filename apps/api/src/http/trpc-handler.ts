import { pickLocale } from "@suyuan/contracts/i18n/translate";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { SITE_HEADER, type TrpcContext } from "../trpc/context.ts";
import { appRouter } from "../trpc/router.ts";
import type { AppEnv } from "./app-env.ts";
import { sessionToken } from "./request-context.ts";

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
        token: sessionToken(c),
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
