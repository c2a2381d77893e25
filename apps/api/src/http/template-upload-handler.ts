import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { FILE_OPERATIONS, type FileUpload } from "../services/file-operations/file-operations.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { httpErrorAnswer, serviceContextOf } from "./request-context.ts";

// Template and resource uploads and the solution zip for the web app (cookie session, /upload/…
// and /download/… paths); the legacy client's twins are legacy/routes/template-file-routes.ts. Both
// read each operation's declaration in services/file-operations.

/** Paths that take a file: they get the upload body limit (app.ts). */
export const TEMPLATE_UPLOAD_PATHS: ReadonlySet<string> = new Set([
  "/api/admin/template/upload",
  "/api/admin/resource/upload",
  "/api/admin/template/importTpl",
  "/upload/template",
  "/upload/resource",
  "/upload/template-import",
]);

/** A part of the form by any of its usual names. */
const fileOf = (files: Record<string, File | undefined>) => files.file ?? files.uploadFile ?? files.zip;

async function multipart(c: Context<AppEnv>) {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  try {
    const form = await c.req.formData();
    const fields: Record<string, string> = {};
    const files: Record<string, File> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") fields[name] = value;
      else files[name] = value;
    }
    return { fields, files };
  } catch (error) {
    throw new AppError("BAD_REQUEST", { cause: error });
  }
}

/**
 * POST /upload/template, /upload/resource (`solution`, `dir` and the file in `file`) and
 * /upload/template-import (`solution` and the zip in `file`).
 */
export function fileUploadHandler<Input, Output>(
  config: AppConfig,
  operation: FileUpload<Input, Output>,
  what: string,
) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, operation.access);
      const { fields, files } = await multipart(c);
      const parsed = operation.input.safeParse(fields);
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      return c.json(await operation.run(ctx, parsed.data, fileOf(files)));
    } catch (error) {
      return httpErrorAnswer(c, error, `${what} failed`);
    }
  };
}

/** GET /download/template-solution?solution=: the solution as a zip (readers of the templates). */
export function solutionExportHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const operation = FILE_OPERATIONS.solutionExport;
      const ctx = await serviceContextOf(c, auth, operation.access);
      const parsed = operation.input.safeParse({ solution: c.req.query("solution") });
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      const { solution, zip } = await operation.run(ctx, parsed.data);
      return new Response(new Uint8Array(zip), {
        headers: {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="${solution}.zip"`,
          "cache-control": "private, no-store",
        },
      });
    } catch (error) {
      return httpErrorAnswer(c, error, "solution export failed");
    }
  };
}
