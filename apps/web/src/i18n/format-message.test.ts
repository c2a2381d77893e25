import { describe, expect, it, vi } from "vitest";

// A fresh copy of the module each time: the test setup has already fetched English for the others.
async function freshFormatMessage() {
  vi.resetModules();
  return import("./format-message.ts");
}

describe("UI texts by language", () => {
  it("has Chinese at once and fetches English only when asked", async () => {
    const { formatUi, hasUiMessages, loadUiMessages } = await freshFormatMessage();
    expect(hasUiMessages("zh")).toBe(true);
    expect(hasUiMessages("en")).toBe(false);
    // Before English has arrived its texts fall back to Chinese instead of failing.
    expect(formatUi("en", "login.title")).toBe(formatUi("zh", "login.title"));

    await loadUiMessages("en");
    expect(hasUiMessages("en")).toBe(true);
    expect(formatUi("en", "login.title")).toBe("Sign in");
    expect(formatUi("zh", "login.title")).not.toBe("Sign in");
  });

  it("fetches English once however many ask", async () => {
    const { loadUiMessages } = await freshFormatMessage();
    const first = loadUiMessages("en");
    expect(loadUiMessages("en")).toBe(first);
    await first;
  });
});
