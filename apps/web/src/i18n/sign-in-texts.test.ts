import { ZLoginInput, ZRegisterInput } from "@suyuan/contracts/auth/auth-operations";
import { messagesSignInZh } from "@suyuan/contracts/i18n/messages-sign-in-zh";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { uiSignInZh } from "./ui-messages-sign-in-zh.ts";
import { uiMessagesZh } from "./ui-messages-zh.ts";

// The pages before sign-in render with the sign-in dictionaries alone (format-message.ts): a key
// they name from the rest would show as the key itself.

const src = join(import.meta.dirname, "..");
const SIGN_IN_ROUTES = ["routes/__root.tsx", "routes/login.tsx", "routes/register.tsx"];

/** The web source files a route reaches through relative imports (the app's own code). */
function reachedFrom(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || /\/i18n\/(ui-)?messages-[\w-]+\.ts$/.test(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, path] of text.matchAll(/^import (?!type )[^;]*?from "(\.[^"]+)";/gms)) {
      const target = join(dirname(file), path!);
      if (existsSync(target) && /\.tsx?$/.test(target)) visit(target);
    }
  };
  for (const entry of entries) visit(join(src, entry));
  return [...seen];
}

describe("the sign-in pages' texts", () => {
  it("are all in the sign-in dictionary", () => {
    const files = reachedFrom(SIGN_IN_ROUTES);
    expect(files.some((file) => file.endsWith("features/auth/login-form.tsx"))).toBe(true);
    const text = files.map((file) => readFileSync(file, "utf8")).join("\n");
    const named = Object.keys(uiMessagesZh).filter((key) => text.includes(`"${key}"`));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((key) => !Object.hasOwn(uiSignInZh, key))).toEqual([]);
  });

  it("include every rule the sign-in and registration forms can break", () => {
    const inputs: unknown[] = [
      {},
      { username: "", password: "", password2: "" },
      { username: "x".repeat(200), password: "x".repeat(200), password2: "y" },
      { username: "\u0000", password: "\u0000", password2: "\u0000" },
      { username: "1380013800", password: "short", password2: "other" },
    ];
    const messages = inputs.flatMap((input) =>
      [ZLoginInput, ZRegisterInput].flatMap((schema) => {
        const result = schema.safeParse(input);
        return result.success ? [] : result.error.issues.map((issue) => issue.message);
      }),
    );
    expect(messages.length).toBeGreaterThan(10);
    expect([...new Set(messages)].filter((message) => !Object.hasOwn(messagesSignInZh, message))).toEqual([]);
  });
});
