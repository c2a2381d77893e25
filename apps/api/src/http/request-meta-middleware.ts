import { randomUUID } from "node:crypto";
import { pickLocale } from "@suyuan/contracts/i18n/translate";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";
import type { Logger } from "../lib/logger.ts";
import type { AppEnv } from "../lib/app-env.ts";

const REQUEST_ID = /^[\w.-]{1,64}$/;

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // not served by node-server (e.g. app.request in a script)
  }
}

/** Gives every request an id, a child logger, its client's IP and locale; logs its outcome. */
export function requestMetaMiddleware(log: Logger, trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header("x-request-id");
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    // The child logger is made when something logs: most requests log only their outcome line.
    let requestLog: Logger | undefined;
    c.set("meta", {
      requestId,
      ip: clientIp(c, trustProxy),
      userAgent: c.req.header("user-agent") ?? null,
      locale: pickLocale(c.req.header("accept-language")),
      get log() {
        return (requestLog ??= log.child({ requestId }));
      },
    });
    c.header("x-request-id", requestId);
    const started = performance.now();
    await next();
    if (!log.isLevelEnabled("info")) return;
    // The path only: query strings and bodies may carry secrets.
    log.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
}
