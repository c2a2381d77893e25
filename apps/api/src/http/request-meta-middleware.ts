import { randomUUID } from "node:crypto";
import { pickLocale } from "@suyuan/contracts/i18n/translate";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createMiddleware } from "hono/factory";
import type { Logger } from "../lib/logger.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { nodeResponse, requestHeader } from "../lib/node-bindings.ts";

const REQUEST_ID = /^[\w.-]{1,64}$/;

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = requestHeader(c, "x-forwarded-for")?.split(",")[0]?.trim();
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
    const given = requestHeader(c, "x-request-id");
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    // The child logger is made when something logs: most requests log only their outcome line.
    let requestLog: Logger | undefined;
    c.set("meta", {
      requestId,
      ip: clientIp(c, trustProxy),
      userAgent: requestHeader(c, "user-agent") ?? null,
      locale: pickLocale(requestHeader(c, "accept-language")),
      get log() {
        return (requestLog ??= log.child({ requestId }));
      },
    });
    // On Node's response where there is one (as the security headers): a header set through Hono
    // gives every answer a Fetch Headers object to build and copy.
    const outgoing = nodeResponse(c);
    if (outgoing) outgoing.setHeader("x-request-id", requestId);
    else c.header("x-request-id", requestId);
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
