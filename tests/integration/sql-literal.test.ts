import { queryRows } from "@suyuan/db/client";
import { textLiteral } from "@suyuan/db/sql-literal";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../support/test-server.ts";

// Values written into a statement's text (the search words, so the planner sees them) must read
// back as exactly themselves, whatever quotes and backslashes they hold, on either database.
useTestServer();

describe("a text literal", () => {
  it("reads back as the text it was made of", async () => {
    const texts = [
      "乡村",
      "it's",
      "''",
      "a\\b",
      "\\'",
      "E'\\x41'",
      "'乡村' <-> '振兴'",
      "$1",
      "-- not a comment",
      "x'; SELECT 1; --",
    ];
    for (const text of texts) {
      const [row] = await queryRows<{ v: string }>(`SELECT ${textLiteral(text)} AS v`, [], { prepare: false });
      expect(row?.v, text).toBe(text);
    }
  });

  it("refuses NUL, which no PostgreSQL text can hold", () => {
    expect(() => textLiteral("a\0b")).toThrow();
  });
});
