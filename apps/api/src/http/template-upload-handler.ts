import { ZSolutionImportFields, ZTemplateUploadFields } from "@suyuan/contracts/template/template-uploads";
import type { TTemplateFileKind } from "@suyuan/contracts/template/template-files";
import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { legacyRoute } from "../legacy/legacy-route.ts";
import { currentSite } from "../services/access/site-scope.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { exportSolution, importSolution } from "../services/template/solution-import.ts";
import { solutionOf } from "../services/template/solution-store.ts";
import { uploadSolutionFile } from "../services/template/solution-uploads.ts";
import type { AppEnv } from "./app-env.ts";
import { httpErrorAnswer, serviceContextOf } from "./request-context.ts";

// Template and resource uploads and the solution zip: multipart, for the legacy client (signed
// /api/admin/… paths) and the web app (cookie session, /upload/… paths), with the same keys.

const UPLOAD_KEYS = { template: "/template/save", resource: "/resource/save" } as const;
const IMPORT_KEY = "/template/importTpl";

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

/** The legacy multipart paths: signed fields as usual, the file beside them. */
export const templateUploadRoutes = [
  ...(["template", "resource"] as const).map((kind) =>
    legacyRoute({
      paths: [`/admin/${kind}/upload`],
      access: { permission: UPLOAD_KEYS[kind] },
      input: ZTemplateUploadFields,
      async handle(ctx, input) {
        const stored = await uploadSolutionFile(ctx, currentSite(ctx), kind, input, fileOf(ctx.files));
        return { body: { path: stored.path, templateVersion: stored.templateVersion } };
      },
    }),
  ),
  legacyRoute({
    paths: ["/admin/template/importTpl"],
    access: { permission: IMPORT_KEY },
    input: ZSolutionImportFields,
    async handle(ctx, input) {
      const result = await importSolution(ctx, currentSite(ctx), input.solution, fileOf(ctx.files));
      return { body: { templateVersion: result.templateVersion } };
    },
  }),
];

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

/** POST /upload/template, /upload/resource (the web app): `solution`, `dir` and the file in `file`. */
export function templateUploadHandler(config: AppConfig, kind: TTemplateFileKind) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, [UPLOAD_KEYS[kind]]);
      const { fields, files } = await multipart(c);
      const parsed = ZTemplateUploadFields.safeParse(fields);
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      return c.json(await uploadSolutionFile(ctx, currentSite(ctx), kind, parsed.data, fileOf(files)));
    } catch (error) {
      return httpErrorAnswer(c, error, "template upload failed");
    }
  };
}

/** POST /upload/template-import (the web app): `solution` and the zip in `file`. */
export function solutionImportHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, [IMPORT_KEY]);
      const { fields, files } = await multipart(c);
      const parsed = ZSolutionImportFields.safeParse(fields);
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      return c.json(await importSolution(ctx, currentSite(ctx), parsed.data.solution, fileOf(files)));
    } catch (error) {
      return httpErrorAnswer(c, error, "solution import failed");
    }
  };
}

/** GET /download/template-solution?solution=: the solution as a zip (readers of the templates). */
export function solutionExportHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    try {
      const ctx = await serviceContextOf(c, auth, ["/template/list"]);
      const parsed = ZTemplateUploadFields.safeParse({ solution: c.req.query("solution") });
      if (!parsed.success) throw AppError.fromZod(parsed.error);
      const siteId = currentSite(ctx);
      const solution = await solutionOf(siteId, parsed.data.solution);
      const zip = await exportSolution(siteId, solution);
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
