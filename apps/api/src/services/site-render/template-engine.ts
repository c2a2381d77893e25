import { Liquid, LiquidError, type FS } from "liquidjs";
import { solutionPath } from "@suyuan/contracts/template/solution-path";
import { AppError } from "../../lib/app-error.ts";
import { sanitizeRichText } from "../goods/sanitize-html.ts";
import { bindRenderBudget, templateLimitFailure, type TemplateLimit } from "./render-budget.ts";
import { registerTemplateTags } from "./template-tags/register.ts";

// The public pages are rendered by LiquidJS, a maintained engine whose templates cannot run code:
// a template only reads the values it is given and applies filters. On top of its defaults:
// - templates come from the solution's files in memory; a name outside the solution path rule
//   (solution-path.ts: "..", a leading "/", a backslash, a control character) never resolves, so
//   no include reaches outside the solution or the disk;
// - every output is HTML-escaped; `raw` (the one way around escaping) runs the server's rich-text
//   sanitiser, so even a careless template cannot emit a script from stored text;
// - parsing is limited, and every render has a budget of steps, memory, output and time
//   (render-budget.ts), so a template that loops for ever or builds a huge page fails alone.

/** Characters of template source parsed per render. */
const PARSE_LIMIT = 1_000_000;

/** LiquidJS's file system over a solution's files (name → text). */
function solutionFs(files: Readonly<Record<string, string>>): FS {
  const has = (file: string) => Object.hasOwn(files, file);
  const read = (file: string) => {
    if (!has(file)) throw new Error(`template not found: ${file}`);
    return files[file]!;
  };
  return {
    exists: (file) => Promise.resolve(has(file)),
    existsSync: has,
    readFile: (file) => Promise.resolve(read(file)),
    readFileSync: read,
    // Names are used as written (the solution has no folders above it); an unsafe one maps to a
    // name no solution holds.
    resolve: (_dir, file) => solutionPath(file) ?? "\0",
    contains: () => Promise.resolve(true),
    containsSync: () => true,
    dirname: () => "",
    sep: "/",
  };
}

/** A sandboxed engine for one solution's files. */
export function createSolutionEngine(files: Readonly<Record<string, string>>): Liquid {
  const engine = new Liquid({
    fs: solutionFs(files),
    root: [""],
    relativeReference: false,
    extname: "",
    outputEscape: "escape",
    strictFilters: true,
    ownPropertyOnly: true,
    cache: true,
    parseLimit: PARSE_LIMIT,
  });
  bindRenderBudget(engine);
  engine.registerFilter("raw", {
    handler: (value: unknown) => (typeof value === "string" ? sanitizeRichText(value) : ""),
    raw: true,
  });
  registerTemplateTags(engine);
  return engine;
}

/** Why a template does not parse, where (1-based line and column). */
export type TemplateParseError = { message: string; line: number; column: number };

/**
 * Parses `source` as the file `name` of the engine's solution: null when it parses, else the
 * first error with its line and column. Nothing is rendered, so nothing is read or run.
 */
export function templateParseError(engine: Liquid, name: string, source: string): TemplateParseError | null {
  try {
    engine.parse(source, name);
    return null;
  } catch (error) {
    const failure = templateFailure(error);
    if (!failure) throw error;
    return failure;
  }
}

/** A LiquidJS error (parsing or rendering) as its message and 1-based position; null for others. */
export function templateFailure(error: unknown): TemplateParseError | null {
  if (!(error instanceof LiquidError)) return null;
  const [line = 1, column = 1] = error.token.getPosition();
  // LiquidJS appends ", line:3, col:7" and the surrounding source; the position is given apart.
  const message = (error.originalError?.message ?? error.message).split(/, (?:line|file):/)[0] ?? error.message;
  return { message, line, column };
}

const LIMIT_MESSAGES = {
  steps: "template.limitSteps",
  memory: "template.limitMemory",
  output: "template.limitOutput",
  time: "template.limitTime",
} as const satisfies Record<TemplateLimit, string>;

/** A render stopped by its budget, as the refusal shown (where, and which limit); null for others. */
export function templateLimitRefusal(error: unknown): AppError | null {
  const failure = templateLimitFailure(error);
  if (!failure) return null;
  const { limit, ...params } = failure;
  return new AppError("BAD_REQUEST", { messageKey: LIMIT_MESSAGES[limit], params, cause: error });
}
