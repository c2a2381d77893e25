import { z } from "zod";
import { ZId, ZStoredDateTime, zString } from "../kit/primitives.ts";
import { MAX_SOLUTION_PATH_LENGTH, solutionPath } from "./solution-path.ts";

// Template solutions (模板方案) of a site and their files: templates (LiquidJS, `.liquid` / `.html`)
// and resources (CSS, JS, images, fonts). The same inputs serve the typed procedures and the legacy
// /api/admin/template/* and /api/admin/resource/* forms. The server checks every path again
// (solution-paths.ts) with the same rule (solution-path.ts).

export type TTemplateFileKind = "template" | "resource";

/** The solution shipped with the product; every site has it. */
export const DEFAULT_SOLUTION_NAME = "default";

/** A solution's name: 1-50 letters, digits, _ or - (as Site.tplSolution). */
export const ZSolutionName = zString()
  .trim()
  .refine((value) => /^[A-Za-z0-9_-]{1,50}$/.test(value), "validation.tplSolution");

/** The solution a call works on; absent or blank: the site's current one. */
export const ZOptionalSolution = zString()
  .trim()
  .refine((value) => value === "" || /^[A-Za-z0-9_-]{1,50}$/.test(value), "validation.tplSolution")
  .optional()
  .transform((value) => (value ? value : undefined));

/** A path inside the solution ("inc/header.liquid"): slashes between folders, no leading one. */
const ZSolutionPath = zString()
  .trim()
  .min(1, "validation.required")
  .max(MAX_SOLUTION_PATH_LENGTH, "validation.tooLong")
  // A folder may be named with its trailing slash; the server normalises it.
  .refine((value) => solutionPath(value.replace(/\/+$/, "")) !== null, "template.badPath");

/** A folder to list or to put a file into; blank is the solution's top. */
export const ZOptionalDir = zString()
  .trim()
  .max(MAX_SOLUTION_PATH_LENGTH, "validation.tooLong")
  .transform((value) => value.replace(/\/+$/, ""))
  .refine((value) => value === "" || solutionPath(value) !== null, "template.badPath")
  .optional()
  .transform((value) => value ?? "");

/** Text of a template or a text resource (CSS, JS, SVG, TXT): at most 256 KB (the server counts bytes). */
const ZFileText = zString().max(256 * 1024, "validation.tooLong");

export const ZFindTemplateFilesInput = z
  .object({ solution: ZOptionalSolution, dir: ZOptionalDir })
  .default({ solution: undefined, dir: "" });

const ZTemplateFileRow = z.object({
  path: z.string(),
  name: z.string(),
  isDir: z.boolean(),
  size: z.number(),
  updatedAt: ZStoredDateTime,
});
export type TTemplateFileRow = z.infer<typeof ZTemplateFileRow>;

export const ZFindTemplateFilesOutput = z.object({ solution: z.string(), items: z.array(ZTemplateFileRow) });

/** A folder of the tree with everything below it. */
export type TTemplateTreeNode = TTemplateFileRow & { children?: TTemplateTreeNode[] };
const ZTemplateTreeNode: z.ZodType<TTemplateTreeNode> = ZTemplateFileRow.extend({
  get children() {
    return z.array(ZTemplateTreeNode).optional();
  },
});
export const ZTemplateTreeOutput = z.object({ solution: z.string(), nodes: z.array(ZTemplateTreeNode) });

export const ZGetTemplateFileInput = z.object({ solution: ZOptionalSolution, path: ZSolutionPath });

export const ZTemplateFileItem = z.object({
  solution: z.string(),
  path: z.string(),
  name: z.string(),
  size: z.number(),
  updatedAt: ZStoredDateTime,
  /** The text of a template or text resource; null for a binary one. */
  text: z.string().nullable(),
  /** A binary resource (image, font) as base64, for thumbnails; null for text. */
  base64: z.string().nullable(),
  contentType: z.string(),
});
export type TTemplateFileItem = z.infer<typeof ZTemplateFileItem>;

/** save: a new file (templates), or a text resource written whole (resources). */
/** visual/save: the visual tag editor's HTML (the origin's client URL-encodes it once more). */
export const ZSaveVisualTemplateInput = z.object({ templateStr: ZFileText });

export const ZCreateTemplateFileInput = z.object({ solution: ZOptionalSolution, path: ZSolutionPath, text: ZFileText });

/** update: new text of an existing file; `id` is its path. */
export const ZUpdateTemplateFileInput = z.object({
  solution: ZOptionalSolution,
  id: ZSolutionPath,
  data: z.object({ text: ZFileText }),
});

/** delete: files and folders (a folder with everything in it). */
export const ZDeleteTemplateFilesInput = z.object({
  solution: ZOptionalSolution,
  paths: z.array(ZSolutionPath).min(1, "validation.required").max(100, "validation.tooMany"),
});

export const ZRenameTemplateFileInput = z.object({
  solution: ZOptionalSolution,
  path: ZSolutionPath,
  newPath: ZSolutionPath,
});

/** dir_save: a new (empty) folder. */
export const ZCreateTemplateDirInput = z.object({ solution: ZOptionalSolution, path: ZSolutionPath });

export const ZTemplateWriteOutput = z.object({
  ok: z.literal(true),
  /** The site's template version after the change. */
  templateVersion: z.number(),
});

/** A template that does not parse: where (1-based) and why. */
const ZTemplateParseError = z.object({ message: z.string(), line: z.number(), column: z.number() });
export type TTemplateParseError = z.infer<typeof ZTemplateParseError>;

const ZSolutionRow = z.object({ name: z.string(), current: z.boolean(), fileCount: z.number() });
export const ZFindSolutionsOutput = z.object({ current: z.string(), solutions: z.array(ZSolutionRow) });

export const ZUpdateSolutionInput = z.object({ solution: ZSolutionName });

/** preview: a template's unsaved source rendered as the page it makes (home, a channel or a content). */
export const ZPreviewTemplateInput = z.object({
  solution: ZOptionalSolution,
  path: ZSolutionPath,
  source: ZFileText,
  channelId: ZId.optional(),
  contentId: ZId.optional(),
});
export type TPreviewTemplateInput = z.infer<typeof ZPreviewTemplateInput>;

export const ZPreviewTemplateOutput = z.object({
  html: z.string().nullable(),
  error: ZTemplateParseError.nullable(),
});
