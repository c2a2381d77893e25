import { ZUploadFields } from "@suyuan/contracts/upload/upload-fields";
import type { Context, MiddlewareHandler } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { nodeRequest } from "../lib/node-bindings.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { findStoredUpload, openStoredUpload, storeUpload, uploadSettingsFrom } from "../services/upload/uploads.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { httpErrorAnswer, serviceContextOf } from "./request-context.ts";

/** The multipart file paths (uploads, imports): they get UPLOAD_MAX_BYTES as body limit instead of BODY_LIMIT_BYTES. */
export const UPLOAD_POST_PATHS: ReadonlySet<string> = new Set([
  "/upload",
  "/import/projects",
  // A database backup file made elsewhere.
  "/upload/backup",
  "/api/project/import",
  "/api/member/upload/o_upload",
  "/api/admin/file/upload",
  // The rich-text editor's file and drawing (base64) uploads.
  "/api/member/ueditor/upload",
  "/api/member/ueditor/scrawlImage",
]);

/** Room for the multipart framing and the signed fields beside the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What stored files are served with: nothing in them runs, even opened directly. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * URL parsing resolves dot segments before routing, so "/uploads/../x" would reach the app as "/x".
 * A request target under /uploads with a dot segment ("..", ".", "%2e%2e") is answered 404 as sent.
 */
export const refuseDotSegmentsUnderUploads: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = nodeRequest(c)?.url ?? "";
  const path = raw.split("?")[0] ?? "";
  if (/^\/uploads(\/|%2f)/i.test(path) && /(^|\/)(\.|%2e)+(\/|$)/i.test(path))
    return c.json({ error: "Not Found" }, 404);
  await next();
};

/**
 * POST /upload (multipart: `kind` = image | attach | document, the file in `file`): the web app's
 * upload, since tRPC speaks JSON. Any signed-in user (cookie or bearer). Answers the stored
 * upload `{ id, url, fileName, size, mimeType, txt? }`, or `{ code, appCode, message }` with the
 * error's HTTP status.
 */
export function uploadHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  const settings = uploadSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth);
      if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE");
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch (error) {
        throw new AppError("BAD_REQUEST", { cause: error });
      }
      const parsed = ZUploadFields.safeParse({ kind: form.get("kind") ?? undefined });
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      const file = form.get("file");
      const result = await storeUpload(ctx, settings, parsed.data.kind, file instanceof File ? file : undefined);
      return c.json(result);
    } catch (error) {
      return httpErrorAnswer(c, error, "upload failed");
    }
  };
}

/** RFC 6266 / 5987: an ASCII fallback name and the exact name in UTF-8. */
function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /uploads/<id>: a stored file with its recorded type, never interpreted by the browser
 * (nosniff, a sandboxing CSP). Images (JPEG, PNG, GIF, WebP, whatever kind they were uploaded as)
 * are public, since public pages such as a trace code's show them; other files are downloads for
 * signed-in users only. Ids never change, so answers are cached long. The bytes come from the
 * upload storage (this machine's directory or the S3 bucket), streamed through.
 */
export function serveUploadHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  const settings = uploadSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const upload = await findStoredUpload(c.req.param("id") ?? "");
      if (!upload) throw new AppError("NOT_FOUND");
      // Only raster images are ever stored with an image/* type (see sniff-type.ts).
      const isImage = upload.mimeType.startsWith("image/");
      // Checked before the file is opened: a refused caller costs the storage nothing.
      if (!isImage) await serviceContextOf(c, auth);
      const file = await openStoredUpload(settings, upload, { sizeOnly: c.req.method === "HEAD" });
      if (!file) throw new AppError("NOT_FOUND");
      return new Response(file.body, {
        headers: {
          "content-type": upload.mimeType,
          "content-length": String(file.size),
          "x-content-type-options": "nosniff",
          "content-security-policy": UPLOAD_CSP,
          "content-disposition": contentDisposition(isImage ? "inline" : "attachment", upload.originalName),
          "cache-control": `${isImage ? "public" : "private"}, max-age=31536000, immutable`,
        },
      });
    } catch (error) {
      return httpErrorAnswer(c, error, "serving an upload failed");
    }
  };
}
