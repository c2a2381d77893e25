import { pickLocale } from "@suyuan/contracts/i18n/translate";
import type { MiddlewareHandler } from "hono";
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
    const refusal = await firewallRefusal(c.get("meta").ip);
    if (!refusal) return next();
    const message = refusal.localizedMessage(pickLocale(c.req.header("accept-language")));
    if (c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html")) {
      return c.html(`<!doctype html><meta charset=utf-8><title>403</title><p>${text(message)}</p>`, 403);
    }
    return c.json({ error: message, appCode: refusal.code }, 403);
  };
}
