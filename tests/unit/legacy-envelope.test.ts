import { withDatesAsText } from "@suyuan/api/legacy/envelope";
import { describe, expect, it } from "vitest";

// The legacy envelope writes Dates as text before JSON.stringify (which calls each Date's toJSON
// slowly): the answer's text must be exactly what stringify would have written.
const samples: Record<string, unknown> = {
  "a list page": [
    { id: 1, createdAt: new Date("2026-11-24T01:02:03.456Z"), class: { id: 7, name: "分类" }, images: ["a.png"] },
    { id: 2, createdAt: new Date(0), class: null, note: undefined },
  ],
  "an invalid date": { when: new Date(Number.NaN) },
  "a bare date": new Date(5),
  "undefined in objects and arrays": { a: undefined, b: [undefined, 1, null] },
  "objects with their own toJSON": { buffer: Buffer.from("hi"), custom: { toJSON: () => "custom", at: new Date(7) } },
  "an object without a prototype": Object.assign(Object.create(null) as object, { at: new Date(8) }),
  "a class instance": { map: new Map([["k", new Date(9)]]), url: new URL("https://example.org/a") },
  scalars: [0, -1.5, "text", true, false, null],
};

describe("legacy answers' dates", () => {
  for (const [name, value] of Object.entries(samples)) {
    it(`writes ${name} as JSON.stringify does`, () => {
      expect(JSON.stringify(withDatesAsText(value))).toBe(JSON.stringify(value));
    });
  }

  it("leaves the caller's objects unchanged", () => {
    const row = { at: new Date(1) };
    withDatesAsText([row]);
    expect(row.at).toBeInstanceOf(Date);
  });
});
