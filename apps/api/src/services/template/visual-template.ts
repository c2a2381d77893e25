import { defaultTreeAdapter as tree, parse, parseFragment, serialize, type DefaultTreeAdapterMap } from "parse5";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { getSolutionFile, solutionOf } from "./solution-store.ts";
import { writeSolutionText } from "./solution-writes.ts";

// visual/save: the visual tag editor's template, `common/tagTemplate.html` of the site's current
// template solution. What the editor sends replaces the content of every element of class
// `replace` in it; the rest of the file stays as it is. The HTML is read and written by parse5
// (the WHATWG parser jsdom uses), so the content lands in the element however the file is laid out.

export const VISUAL_TEMPLATE_PATH = "common/tagTemplate.html";

type ParentNode = DefaultTreeAdapterMap["parentNode"];
type Element = DefaultTreeAdapterMap["element"];

/** The elements of class `replace` under a node, in document order. */
function replaceTargets(node: ParentNode, found: Element[] = []): Element[] {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    const classes = tree.getAttrList(child).find((attr) => attr.name === "class")?.value ?? "";
    if (classes.split(/\s+/).includes("replace")) found.push(child);
    replaceTargets(child, found);
  }
  return found;
}

/** The origin's client URL-encodes the HTML once more; text that is not encoded is taken as it is. */
function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** The template's text with every `.replace` element's content replaced by `html` (null: no such element). */
export function replacedTemplate(source: string, html: string): string | null {
  const whole = /<html[\s>]/i.test(source);
  const root: ParentNode = whole ? parse(source) : parseFragment(source);
  const targets = replaceTargets(root);
  if (targets.length === 0) return null;
  for (const target of targets) {
    for (const child of [...tree.getChildNodes(target)]) tree.detachNode(child);
    for (const child of tree.getChildNodes(parseFragment(target, html, {}))) tree.appendChild(target, child);
  }
  return serialize(root);
}

export async function saveVisualTemplate(ctx: ServiceContext, templateStr: string): Promise<void> {
  const siteId = currentSite(ctx);
  const solution = await solutionOf(siteId, undefined);
  const target = { siteId, solution, kind: "template" as const };
  const html = decodedOnce(templateStr);
  const existing = await getSolutionFile(siteId, "template", solution, VISUAL_TEMPLATE_PATH).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!existing) {
    // The first save writes the file: the editor's content in its `replace` element.
    await writeSolutionText(ctx, target, VISUAL_TEMPLATE_PATH, `<div class="replace">${html}</div>\n`, "create");
    return;
  }
  const text = replacedTemplate(existing.text ?? "", html);
  if (text === null)
    throw new AppError("RULE_VIOLATION", {
      messageKey: "template.noReplaceElement",
      params: { path: VISUAL_TEMPLATE_PATH },
    });
  await writeSolutionText(ctx, target, VISUAL_TEMPLATE_PATH, text, "update");
}
