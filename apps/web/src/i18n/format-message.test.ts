import { describe, expect, it, vi } from "vitest";

// A fresh copy of the module each time: the test setup has already fetched English for the others.
async function freshFormatMessage() {
  vi.resetModules();
  return import("./format-message.ts");
}

describe("UI texts by language", () => {
  it("has the sign-in texts at once and fetches the rest only when asked", async () => {
    const { formatUi, formatShared, hasUiMessages, loadUiMessages } = await freshFormatMessage();
    expect(hasUiMessages("zh")).toBe(false);
    expect(hasUiMessages("en")).toBe(false);
    expect(formatUi("zh", "login.title")).toBe("账号登录");
    expect(formatShared("zh", "validation.passwordRequired")).toBe("请填写密码");
    // A text of the signed-in app shows as its key until its dictionary has arrived, never failing.
    expect(formatUi("zh", "layout.logout")).toBe("layout.logout");
    // Before English has arrived its texts fall back to Chinese instead of failing.
    expect(formatUi("en", "login.title")).toBe("账号登录");

    await loadUiMessages("zh");
    expect(hasUiMessages("zh")).toBe(true);
    expect(formatUi("zh", "layout.logout")).not.toBe("layout.logout");
    expect(formatShared("zh", "validation.dateFormat")).not.toBe("validation.dateFormat");

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
