import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The docs a newcomer reads: a short README and docs/ by topic, describing the product as it is.
// These checks keep them that way: the README stays short, no prose names tracker issues (history
// belongs in git), every relative link leads to a file (and heading) that exists, and the README
// links every document in docs/.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const README = join(ROOT, "README.md");
const DOCS = join(ROOT, "docs");
const README_MAX_LINES = 250;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

const documents = [README, ...markdownFiles(DOCS)];
const name = (path: string) => relative(ROOT, path);
const lineCount = (text: string) => text.replace(/\n$/, "").split("\n").length;

/** The text without fenced code blocks and inline code, where link-like text is not a link. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** "issue 25", "issues 11 and 12", "Issue #7", "#25" (not "&#123;" nor a link's "#anchor"). */
const ISSUE_REFERENCE = /\bissues?\s*#?\d+|(?<![\w&/#])#\d+\b/gi;

/** `[text](target)` and `[text]: target` links that lead to a file of this repository. */
function relativeLinks(text: string): string[] {
  const inline = [...prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const reference = [...prose(text).matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...reference].filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target));
}

/** The anchors GitHub gives a document's headings. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
    .matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]!
      .replace(/`/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

describe("the documentation", () => {
  it(`keeps the README at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(readFileSync(README, "utf8"))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("names no tracker issue in prose (history is in git)", () => {
    const found = documents.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          [...line.matchAll(ISSUE_REFERENCE)].map((match) => `${name(path)}:${index + 1}: ${match[0]}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it("links only to files and headings that exist", () => {
    const broken = documents.flatMap((path) =>
      relativeLinks(readFileSync(path, "utf8")).flatMap((link) => {
        const [file = "", anchor] = decodeURI(link).split("#");
        const target = file === "" ? path : resolve(dirname(path), file.split("?")[0]!);
        if (!existsSync(target)) return [`${name(path)}: ${link} (no such file)`];
        if (anchor && target.endsWith(".md") && !headingAnchors(readFileSync(target, "utf8")).has(anchor))
          return [`${name(path)}: ${link} (no such heading)`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("links every document of docs/ from the README", () => {
    const linked = new Set(
      relativeLinks(readFileSync(README, "utf8")).map((link) => resolve(ROOT, decodeURI(link).split("#")[0]!)),
    );
    const unlinked = markdownFiles(DOCS)
      .filter((path) => !linked.has(path))
      .map(name);
    expect(unlinked).toEqual([]);
  });

  it("checks what it should: an issue number, a broken link and a long README are caught", () => {
    expect("as issue 25 asked (#25)".match(ISSUE_REFERENCE)).toEqual(["issue 25", "#25"]);
    expect("&#123; and [a](x.md#part-2) and issue a query".match(ISSUE_REFERENCE)).toBeNull();
    expect(relativeLinks("[a](docs/missing.md) `[b](c.md)` [d](https://example.com) [e](#top)")).toEqual([
      "docs/missing.md",
    ]);
    expect(headingAnchors("# A title\n## Running several processes\n## Dates: 1900–2999")).toEqual(
      new Set(["a-title", "running-several-processes", "dates-19002999"]),
    );
    expect(lineCount("a\n".repeat(251))).toBeGreaterThan(README_MAX_LINES);
  });
});
