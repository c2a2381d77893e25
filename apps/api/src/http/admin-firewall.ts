import { APP_ERROR_CODES } from "@suyuan/contracts/errors/app-error-codes";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { asAppError } from "../lib/app-error.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { text } from "../lib/html.ts";
import { firewallRefusal } from "../services/settings/firewall.ts";

/**
 * Paths the back-office firewall leaves alone: health checks, stored files and trace pages (the
 * public's), and the two APIs, which refuse in their own formats (the legacy envelope's 214, a
 * tRPC FORBIDDEN) in legacy/legacy-app.ts and http/trpc-handler.ts. The sites' public pages are
 * answered before this runs.
 */
const OWN_REFUSAL_OR_PUBLIC = /^\/(?:healthz|readyz|uploads|t|api|trpc)(?:\/|$)/;

/** The back-office firewall (services/settings/firewall.ts) on the admin pages and file endpoints. */
export function adminFirewall(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (OWN_REFUSAL_OR_PUBLIC.test(c.req.path)) return next();
    // A rule that cannot be read (the database away) answers 503, as any read would.
    const refusal = await firewallRefusal(c.get("meta").ip).catch((error: unknown) => asAppError(error));
    if (!refusal) return next();
    const message = refusal.localizedMessage(c.get("meta").locale);
    const status = APP_ERROR_CODES[refusal.code].http as ContentfulStatusCode;
    if (c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html")) {
      return c.html(`<!doctype html><meta charset=utf-8><title>${status}</title><p>${text(message)}</p>`, status);
    }
    return c.json({ error: message, appCode: refusal.code }, status);
  };
}
