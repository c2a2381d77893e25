import type { TTemplateFileKind } from "@suyuan/contracts/template/template-files";
import { AppError } from "../../lib/app-error.ts";
import { solutionPath } from "@suyuan/contracts/template/solution-path";

// What may be stored in a solution: which paths, which file types and how large. A path follows
// the one solution path rule (solution-path.ts), the rule the template engine resolves includes
// by, so a stored file always has a name an include can reach and nothing else can.

// A template travels as JSON in a tRPC call: within the default 512 KB request body.
export const MAX_TEMPLATE_BYTES = 256 * 1024;
export const MAX_RESOURCE_BYTES = 5 * 1024 * 1024;
/** Files and folders of one solution (both kinds together). */
export const MAX_SOLUTION_FILES = 2_000;

const TEMPLATE_EXTENSIONS = ["liquid", "html"] as const;

/** Resource types by extension: the content type served and whether it is edited as text. */
const RESOURCE_TYPES: Readonly<Record<string, { type: string; text: boolean }>> = {
  css: { type: "text/css; charset=utf-8", text: true },
  js: { type: "text/javascript; charset=utf-8", text: true },
  txt: { type: "text/plain; charset=utf-8", text: true },
  svg: { type: "image/svg+xml", text: true },
  png: { type: "image/png", text: false },
  jpg: { type: "image/jpeg", text: false },
  jpeg: { type: "image/jpeg", text: false },
  gif: { type: "image/gif", text: false },
  webp: { type: "image/webp", text: false },
  ico: { type: "image/x-icon", text: false },
  woff: { type: "font/woff", text: false },
  woff2: { type: "font/woff2", text: false },
  ttf: { type: "font/ttf", text: false },
  otf: { type: "font/otf", text: false },
};

const extensionOf = (path: string) => /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";

/** Which kind a file of this name is, or null when neither takes it (zip import). */
export function kindOfFile(path: string): TTemplateFileKind | null {
  const extension = extensionOf(path);
  if ((TEMPLATE_EXTENSIONS as readonly string[]).includes(extension)) return "template";
  return Object.hasOwn(RESOURCE_TYPES, extension) ? "resource" : null;
}

/** A folder path (blank: the top), normalised; refused when it would leave the solution. */
export function dirPath(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, "");
  if (trimmed === "") return "";
  const path = solutionPath(trimmed);
  if (!path) throw new AppError("BAD_REQUEST", { messageKey: "template.badPath" });
  return path;
}

/** A file path of the kind, normalised; refused for a bad path or a type the kind does not take. */
export function filePath(kind: TTemplateFileKind, raw: string): string {
  const path = dirPath(raw);
  if (path === "") throw new AppError("BAD_REQUEST", { messageKey: "template.badPath" });
  if (kindOfFile(path) !== kind) {
    const allowed = kind === "template" ? TEMPLATE_EXTENSIONS : Object.keys(RESOURCE_TYPES);
    throw new AppError("BAD_REQUEST", {
      messageKey: "template.badExtension",
      params: { path, allowed: allowed.join(", ") },
    });
  }
  return path;
}

export function contentTypeOf(path: string): string {
  if (kindOfFile(path) === "template") return "text/html; charset=utf-8";
  return RESOURCE_TYPES[extensionOf(path)]?.type ?? "application/octet-stream";
}

/** Edited as text: templates, CSS, JS, TXT and SVG. */
export function isTextFile(path: string): boolean {
  return kindOfFile(path) === "template" || RESOURCE_TYPES[extensionOf(path)]?.text === true;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

export function checkSize(kind: TTemplateFileKind, path: string, bytes: number): void {
  const max = kind === "template" ? MAX_TEMPLATE_BYTES : MAX_RESOURCE_BYTES;
  if (bytes > max)
    throw new AppError("BAD_REQUEST", { messageKey: "template.tooLarge", params: { path, max: sizeText(max) } });
}

/** The folders above a path ("a/b/c.css" → "a", "a/b"). */
export function ancestorsOf(path: string): string[] {
  const segments = path.split("/");
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join("/"));
}

export const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** UTF-8 text of stored bytes; refused when they are not UTF-8 (a template must be text). */
export function utf8Text(path: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", { messageKey: "template.binaryNotEditable", params: { path } });
  }
}
