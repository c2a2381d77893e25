import type { TTemplateParseError } from "@suyuan/contracts/template/template-files";
import { AppError } from "../../lib/app-error.ts";
import { createSolutionEngine, templateParseError } from "../site-render/template-engine.ts";

// A template is parsed before it is stored: a syntax error is refused with its line and column, so
// a saved solution always renders (or fails at render time only for missing data or limits).

/** An engine with no files: parsing needs none (includes are resolved when rendering). */
const parser = createSolutionEngine({});

export function templateSyntaxError(path: string, source: string): TTemplateParseError | null {
  return templateParseError(parser, path, source);
}

/** Refuses a template that does not parse, naming line and column. */
export function checkTemplateSource(path: string, source: string): void {
  const error = templateSyntaxError(path, source);
  if (!error) return;
  throw new AppError("BAD_REQUEST", {
    messageKey: "template.syntax",
    params: { line: error.line, column: error.column, detail: `${path}: ${error.message}` },
    fieldErrors: { text: ["template.syntax"] },
  });
}
