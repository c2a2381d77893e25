import { z } from "zod";
import { ZOptionalDir, ZOptionalSolution, ZSolutionName } from "./template-files.ts";

// The fields beside the file of the template and resource uploads and the solution import
// (multipart: /api/admin/template/upload, /api/admin/resource/upload, /api/admin/template/importTpl
// and the web app's /template-files/* twins).

export const ZTemplateUploadFields = z.object({ solution: ZOptionalSolution, dir: ZOptionalDir });

export const ZSolutionImportFields = z.object({ solution: ZSolutionName });
