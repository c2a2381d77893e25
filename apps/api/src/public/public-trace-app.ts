import { parseTraceCode } from "@suyuan/contracts/trace-code/trace-code";
import { Hono, type Context } from "hono";
import type { AppConfig } from "../env.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { scanPublicCode } from "../services/scan/public-scan.ts";
import { hitRateLimit, publicTraceRateKey, type RateLimitVerdict } from "../services/scan/rate-limit.ts";
import { recordScanLocation } from "../services/scan/scan-location.ts";
import { scanSettingsFrom } from "../services/scan/scan-settings.ts";
import {
  PUBLIC_PAGE_CSP,
  renderRateLimitedPage,
  renderTracePage,
  renderUnavailablePage,
  renderUnknownCodePage,
} from "./trace-page.ts";

/** Path codes are short; anything longer is not worth normalising. */
const MAX_PATH_CODE = 64;

/**
 * The public trace pages, mounted at /t: no session, no web bundle. Every request counts against
 * the caller's per-IP limit (shared by all processes through the database).
 *   GET  /t/:code           the page (records the scan)
 *   POST /t/:code/location  { token, latitude, longitude } from the page's consented location button
 */
export function createPublicTraceApp(config: AppConfig) {
  const settings = scanSettingsFrom(config);
  const app = new Hono<AppEnv>();

  // Set before the handler answers, so they are part of its response as it is made: set after,
  // they made the server build a full Fetch Response for every page (bench/scan-endpoint.ts).
  app.use(async (c, next) => {
    c.header("Content-Security-Policy", PUBLIC_PAGE_CSP);
    // Counts change with every view: never cache the page.
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    await next();
  });

  const rateLimit = (c: Context<AppEnv>): Promise<RateLimitVerdict> =>
    hitRateLimit(publicTraceRateKey(c.get("meta").ip), settings.rateLimitPerMinute);
  const limitedPage = (c: Context<AppEnv>, retryAfterSeconds: number) => {
    c.header("Retry-After", String(retryAfterSeconds));
    return c.html(renderRateLimitedPage(retryAfterSeconds), 429);
  };
  const unavailable = (c: Context<AppEnv>, error: unknown) => {
    c.get("meta").log.error({ err: error }, "public trace page failed");
    return c.html(renderUnavailablePage(), 503);
  };

  app.get("/:code", async (c) => {
    const raw = (c.req.param("code") ?? "").trim();
    try {
      const parsed = raw.length <= MAX_PATH_CODE ? parseTraceCode(raw) : null;
      if (!parsed?.ok) {
        // A malformed code or a wrong check symbol is not looked up, but still counts.
        const verdict = await rateLimit(c);
        if (!verdict.allowed) return limitedPage(c, verdict.retryAfterSeconds);
        return c.html(renderUnknownCodePage(raw), 404);
      }
      const meta = c.get("meta");
      const outcome = await scanPublicCode(settings, parsed.code, { ip: meta.ip, userAgent: meta.userAgent });
      if (outcome.kind === "limited") return limitedPage(c, outcome.retryAfterSeconds);
      if (outcome.kind === "unknown") return c.html(renderUnknownCodePage(parsed.code), 404);
      return c.html(renderTracePage(outcome.page, outcome.scan), 200);
    } catch (error) {
      return unavailable(c, error);
    }
  });

  app.post("/:code/location", async (c) => {
    try {
      const verdict = await rateLimit(c);
      if (!verdict.allowed) {
        c.header("Retry-After", String(verdict.retryAfterSeconds));
        return c.json({ ok: false, error: "查询过于频繁，请稍后再试" }, 429);
      }
      const parsed = parseTraceCode(c.req.param("code") ?? "");
      if (!parsed.ok) return c.json({ ok: false, error: "溯源码无效" }, 404);
      let body: Record<string, unknown>;
      try {
        const json: unknown = await c.req.json();
        body = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
      } catch {
        return c.json({ ok: false, error: "请求格式不正确" }, 400);
      }
      const outcome = await recordScanLocation(parsed.code, {
        token: body.token,
        latitude: body.latitude,
        longitude: body.longitude,
      });
      switch (outcome.kind) {
        case "saved":
          return c.json({ ok: true, provinceCode: outcome.provinceCode });
        case "refused":
          return c.json({ ok: false, error: "凭据无效或已过期，请刷新页面后重试" }, 403);
        case "invalid":
          return c.json({ ok: false, error: "位置信息不正确" }, 400);
        case "already":
          return c.json({ ok: false, error: "该次查询已提交过位置" }, 409);
      }
    } catch (error) {
      c.get("meta").log.error({ err: error }, "public trace location failed");
      return c.json({ ok: false, error: "服务暂时不可用" }, 503);
    }
  });

  // Anything else under /t/ (no code, nested paths): the unknown-code page, never the admin app.
  app.all("*", async (c) => {
    try {
      const verdict = await rateLimit(c);
      if (!verdict.allowed) return limitedPage(c, verdict.retryAfterSeconds);
      return c.html(renderUnknownCodePage(""), 404);
    } catch (error) {
      return unavailable(c, error);
    }
  });

  return app;
}
