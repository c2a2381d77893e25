import { messagesEn } from "@suyuan/contracts/i18n/messages-en";
import { messagesZh } from "@suyuan/contracts/i18n/messages-zh";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { uiMessagesEn } from "./ui-messages-en.ts";
import { uiMessagesZh } from "./ui-messages-zh.ts";

// Every dictionary key must be read somewhere, or it is a text nobody sees that still has to be
// translated and kept. A key counts as read when the product's source names it in quotes, or when
// the source builds keys from it: `reading.${name}` reads every reading.* key.

const repo = join(import.meta.dirname, "../../../..");
const SOURCE_DIRS = [
  "apps/web/src",
  "apps/api/src",
  "apps/api/scripts",
  "packages/contracts/src",
  "packages/db/src",
  "packages/ui/src",
];
// The dictionaries themselves and tests do not count as readers.
const NOT_A_READER = /(\/i18n\/(ui-)?messages-[\w-]+\.ts|\.test\.tsx?)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_A_READER.test(path) ? [path] : [];
  });
}

/** The keys no source names literally nor builds from a prefix (`prefix.${…}`). */
function unreadKeys(keys: readonly string[], sources: readonly string[]): string[] {
  const text = sources.join("\n");
  const prefixes = [...text.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((match) => match[1]!);
  const named = (key: string) => [`"${key}"`, `'${key}'`, `\`${key}\``].some((quoted) => text.includes(quoted));
  return keys.filter((key) => !named(key) && !prefixes.some((prefix) => key.startsWith(prefix)));
}

const sources = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(repo, dir))).map((file) => readFileSync(file, "utf8"));

describe("dictionary keys", () => {
  it("are found unread unless named in quotes or built from a prefix", () => {
    const code = ['t("a.used")', "label: 'a.quoted'", "t(`dyn.${name}`)"];
    expect(unreadKeys(["a.used", "a.quoted", "a.unused", "dyn.one", "dyny.other"], code)).toEqual([
      "a.unused",
      "dyny.other",
    ]);
  });

  it("of the web dictionaries are all read", () => {
    expect(unreadKeys(Object.keys(uiMessagesZh), sources)).toEqual([]);
  });

  it("of the shared (server and validation) dictionaries are all read", () => {
    expect(unreadKeys(Object.keys(messagesZh), sources)).toEqual([]);
  });

  it("are the same in Chinese and English", () => {
    expect(Object.keys(uiMessagesEn).sort()).toEqual(Object.keys(uiMessagesZh).sort());
    expect(Object.keys(messagesEn).sort()).toEqual(Object.keys(messagesZh).sort());
  });
});
