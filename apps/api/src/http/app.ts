import { existsSync } from "node:fs";
import { join } from "node:path";
import { pickLocale } from "@suyuan/contracts/i18n/translate";
import { prisma } from "@suyuan/db/client";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import { errorEnvelope } from "../legacy/envelope.ts";
import { createLegacyApp } from "../legacy/legacy-app.ts";
import { legacyRoutes } from "../legacy/routes/all-routes.ts";
import type { AppEnv } from "./app-env.ts";
import { exportHandler } from "./export-handler.ts";
import { requestMetaMiddleware } from "./request-meta-middleware.ts";
import { trpcHandler } from "./trpc-handler.ts";

/** The whole HTTP surface: health, tRPC, the legacy API and the web app, on one port. */
export function createApp(config: AppConfig, log: Logger) {
  const app = new Hono<AppEnv>();
  app.use(requestMetaMiddleware(log, config.trustProxy));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.use(
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: (c) => {
        const error = new AppError("PAYLOAD_TOO_LARGE");
        const locale = pickLocale(c.req.header("accept-language"));
        // The rest of the body is not read, so the connection cannot be reused.
        c.header("Connection", "close");
        // The legacy client reads the envelope; others get a plain status.
        return c.req.path.startsWith("/api/")
          ? c.json(errorEnvelope(error, locale))
          : c.json({ error: error.localizedMessage(locale) }, 413);
      },
    }),
  );

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await prisma.$queryRaw`SELECT 1`;
      return c.json({ status: "ready" });
    } catch (error) {
      c.get("meta").log.error({ err: error }, "readiness check failed");
      return c.json({ status: "unavailable" }, 503);
    }
  });
  app.all("/trpc/*", trpcHandler(config));
  app.get("/export/:resource", exportHandler(config));
  app.route("/api", createLegacyApp(config, legacyRoutes));

  const indexHtml = join(config.webDistDir, "index.html");
  if (existsSync(indexHtml)) {
    app.use(
      "/assets/*",
      serveStatic({
        root: config.webDistDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("*", serveStatic({ root: config.webDistDir }));
    // Client-side routes: every other GET gets the app, which shows its own 404 page.
    app.get("*", serveStatic({ path: indexHtml, onFound: (_path, c) => c.header("Cache-Control", "no-cache") }));
  } else {
    app.get("/", (c) => c.text("Suyuan API is running; the web app is not built (npm run build)."));
  }
  return app;
}
