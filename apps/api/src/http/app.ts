import { backupDownloadHandler, backupImportHandler } from "./backup-file-handler.ts";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { prisma } from "@suyuan/db/client";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import { errorEnvelope } from "../legacy/envelope.ts";
import { createLegacyApp } from "../legacy/legacy-app.ts";
import { legacyRoutes } from "../legacy/routes/all-routes.ts";
import { createPublicTraceApp } from "../public/public-trace-app.ts";
import { publicSites } from "../public/site/public-site-middleware.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { FILE_OPERATIONS } from "../services/file-operations/file-operations.ts";
import { adminFirewall } from "./admin-firewall.ts";
import { limitBody } from "./body-limit.ts";
import { exportHandler } from "./export-handler.ts";
import { sheetImportHandler, sheetTemplateHandler } from "./import-handler.ts";
import { requestMetaMiddleware } from "./request-meta-middleware.ts";
import { sameOriginWrites } from "./same-origin-writes.ts";
import { traceCodeDownloadHandler } from "./trace-code-download-handler.ts";
import { commodityLabelHandler } from "./commodity-label-handler.ts";
import { apiSecurityHeaders, cspText, documentSecurityHeaders } from "./security-headers.ts";
import { trpcHandler } from "./trpc-handler.ts";
import { ssoAuthenticateHandler, ssoLoginHandler } from "./sso-handler.ts";
import { ssoPeerOrigins } from "../services/auth/single-sign-on.ts";
import { allowPrivateWebhookAddresses } from "../services/webhook/webhook-address.ts";
import { uploadSettingsFrom } from "../services/upload/uploads.ts";
import * as templateFiles from "./template-upload-handler.ts";
import {
  MULTIPART_OVERHEAD_BYTES,
  refuseDotSegmentsUnderUploads,
  serveUploadHandler,
  UPLOAD_POST_PATHS,
  uploadHandler,
} from "./upload-handler.ts";

/** The whole HTTP surface: health, tRPC, the legacy API and the web app, on one port. */
export function createApp(config: AppConfig, log: Logger) {
  // Where web-service deliveries may go (checked on save and on every delivery of this process).
  allowPrivateWebhookAddresses(config.webhookPrivateAddresses);
  const app = new Hono<AppEnv>();
  app.use(requestMetaMiddleware(log, config.trustProxy));
  app.use(refuseDotSegmentsUnderUploads);
  app.use(sameOriginWrites(config.trustProxy));
  // The sites' public pages (by host, or /site/<accessPath>/), with headers of their own.
  app.use(publicSites(config.session.cookieSecure, uploadSettingsFrom(config)));
  // Everything after the public pages is the back office's: the firewall decides who reaches it.
  app.use(adminFirewall());
  const appCsp = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine sets style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
  };
  const appHeaders = documentSecurityHeaders(appCsp);
  // Stored files and the public trace pages (/t/) carry their own, stricter CSP.
  const uploadHeaders = documentSecurityHeaders();
  const ownCsp = (path: string) => path.startsWith("/uploads/") || path.startsWith("/t/");
  // The APIs answer JSON, which no browser renders: the API set.
  const isApi = (path: string) =>
    path.startsWith("/trpc/") || path.startsWith("/api/") || path === "/healthz" || path === "/readyz";
  app.use((c, next) => {
    const path = c.req.path;
    return (isApi(path) ? apiSecurityHeaders : ownCsp(path) ? uploadHeaders : appHeaders)(c, next);
  });
  const onTooLarge = (c: Context<AppEnv>) => {
    const error = new AppError("PAYLOAD_TOO_LARGE");
    const { locale } = c.get("meta");
    // Whatever of the body the drain did not read is still on the wire: do not reuse the connection.
    c.header("Connection", "close");
    // The legacy client reads the envelope; others get a plain status.
    if (c.req.path.startsWith("/api/")) return c.json(errorEnvelope(error, locale));
    if (c.req.path === "/upload") {
      return c.json({ code: error.legacyCode, appCode: error.code, message: error.localizedMessage(locale) }, 413);
    }
    return c.json({ error: error.localizedMessage(locale) }, 413);
  };
  const bodyLimitFor = {
    default: limitBody(config.bodyLimitBytes, onTooLarge),
    // Upload paths take a file of up to UPLOAD_MAX_BYTES; the service checks each kind's own limit.
    upload: limitBody(config.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES, onTooLarge),
  };
  const takesFile = (path: string) => UPLOAD_POST_PATHS.has(path) || templateFiles.TEMPLATE_UPLOAD_PATHS.has(path);
  app.use((c, next) => bodyLimitFor[takesFile(c.req.path) ? "upload" : "default"](c, next));

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
  app.get("/download/trace-codes/:id", traceCodeDownloadHandler(config));
  app.get("/download/commodity-label/:id", commodityLabelHandler(config));
  const files = FILE_OPERATIONS;
  app.post("/import/projects", sheetImportHandler(config, files.projectImport, "project"));
  app.post("/import/statistics", sheetImportHandler(config, files.statisticsImport, "statistics"));
  app.post("/import/express", sheetImportHandler(config, files.expressImport, "express"));
  app.get("/import/express/template", sheetTemplateHandler(config, files.expressImport, "express"));
  app.get("/import/statistics/template", sheetTemplateHandler(config, files.statisticsImport, "statistics"));
  app.post("/upload", uploadHandler(config));
  app.post("/upload/template", templateFiles.fileUploadHandler(config, files.templateUpload, "template upload"));
  app.post("/upload/resource", templateFiles.fileUploadHandler(config, files.resourceUpload, "resource upload"));
  app.post("/upload/template-import", templateFiles.fileUploadHandler(config, files.solutionImport, "solution import"));
  app.get("/download/template-solution", templateFiles.solutionExportHandler(config));
  app.get("/uploads/:id", serveUploadHandler(config));
  app.get("/download/backup", backupDownloadHandler(config));
  app.post("/upload/backup", backupImportHandler(config));
  // Anything else under /uploads (nested or dotted paths) is not a stored file.
  app.all("/uploads/*", (c) => c.json({ error: "Not Found" }, 404));
  for (const path of ["/sso/authenticate", "/sso/authenticate.jspx"]) app.post(path, ssoAuthenticateHandler());
  for (const path of ["/sso/login", "/sso/login.jspx"]) app.on(["GET", "POST"], path, ssoLoginHandler(config));
  app.route("/api", createLegacyApp(config, legacyRoutes));
  // The consumer-facing trace pages: before the web app's fallback, which would answer them otherwise.
  app.route("/t", createPublicTraceApp(config));

  const indexHtml = join(config.webDistDir, "index.html");
  if (existsSync(indexHtml)) {
    app.use(
      "/assets/*",
      serveStatic({
        root: config.webDistDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // The app's page: with single sign-on on, its sign-in opens the listed sites' sign-in
    // addresses in hidden frames (features/auth/open-sso-links.ts), so those origins, and only
    // they, may be framed.
    const appPage = async (c: Context) => {
      c.header("Cache-Control", "no-cache");
      const peers = await ssoPeerOrigins();
      if (peers.length > 0) c.header("Content-Security-Policy", cspText({ ...appCsp, frameSrc: ["'self'", ...peers] }));
    };
    app.use(
      "*",
      serveStatic({
        root: config.webDistDir,
        onFound: (path, c) => (path.endsWith(".html") ? appPage(c) : undefined),
      }),
    );
    // Client-side routes: every other GET gets the app, which shows its own 404 page.
    app.get("*", serveStatic({ path: indexHtml, onFound: (_path, c) => appPage(c) }));
  } else {
    app.get("/", (c) => c.text("Suyuan API is running; the web app is not built (npm run build)."));
  }
  return app;
}
