import { createRequire } from "node:module";
import type * as Xss from "xss";

// xss is CommonJS and its typings describe the CommonJS shape: load it as such, so it resolves
// the same under Vitest, the tsup bundle and plain Node.
const { FilterXSS, safeAttrValue, whiteList } = createRequire(import.meta.url)("xss") as typeof Xss;

// Goods descriptions are rich text shown on public pages: keep formatting and images, drop
// scripts, event handlers, styles that could hide content, and links to anything but http(s).
const filter = new FilterXSS({
  whiteList: {
    ...whiteList,
    img: ["src", "alt", "title", "width", "height"],
    a: ["href", "title", "target", "rel"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed"],
  safeAttrValue(tag, name, value, cssFilter) {
    if ((name === "href" || name === "src") && !/^(https?:\/\/|\/uploads\/)/i.test(value.trim())) return "";
    return safeAttrValue(tag, name, value, cssFilter);
  },
});

export function sanitizeRichText(html: string): string {
  return filter.process(html).trim();
}
