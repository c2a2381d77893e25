import { describe, expect, it } from "vitest";
import { safeRedirect, signInSearch } from "./sign-in-redirect.ts";

describe("safeRedirect", () => {
  it("keeps a path of this site with its search and hash", () => {
    expect(safeRedirect("/batch/list")).toBe("/batch/list");
    expect(safeRedirect("/batch/list?page=2&name=%E8%8C%B6#top")).toBe("/batch/list?page=2&name=%E8%8C%B6#top");
  });

  it("refuses other origins and anything that is not a path", () => {
    for (const value of [
      "https://evil.example/batch/list",
      "//evil.example/batch/list",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "batch/list",
      "/\t/evil.example",
      "",
      null,
      undefined,
      42,
      ["/batch/list"],
    ])
      expect(safeRedirect(value), String(value)).toBeNull();
  });

  it("never returns to the sign-in or registration page", () => {
    expect(safeRedirect("/login?redirect=/work")).toBeNull();
    expect(safeRedirect("/register")).toBeNull();
  });
});

describe("signInSearch", () => {
  it("asks to come back to a deep link, but not to the default page", () => {
    expect(signInSearch("/batch/list?page=2")).toEqual({ redirect: "/batch/list?page=2" });
    expect(signInSearch("/work")).toEqual({});
    expect(signInSearch("/")).toEqual({});
  });
});
