import { wireTransformer } from "@suyuan/api/trpc/wire-transformer";
import superjson from "superjson";
import { describe, expect, it } from "vitest";

// tRPC answers are written by the fast walker and read by the web client's superjson: every value
// must come back exactly as superjson itself would have carried it.
const samples: Record<string, unknown> = {
  "a list page": {
    items: [
      { id: 1, name: "商品1", createdAt: new Date("2026-11-24T01:02:03.456Z"), class: { id: 7, name: "分类" } },
      { id: 2, name: "a.b\\c", createdAt: new Date(0), class: null, images: ["x.png"] },
    ],
    total: 2,
    page: 1,
    totalCapped: false,
  },
  "keys with dots and backslashes": { "a.b": { "c\\d": new Date(5) }, "": new Date(6) },
  "a bare date": new Date("2026-01-01T00:00:00Z"),
  "a bare number": 5,
  null: null,
  "undefined in objects and arrays": { a: undefined, b: [undefined, 1] },
  bigint: { id: 12345678901234567890n },
  "nested arrays": [[new Date(1)], [[{ at: new Date(2) }]]],
  "a Map (falls back to superjson)": { m: new Map([["k", new Date(3)]]) },
  "NaN (falls back)": { n: Number.NaN },
};

describe("the tRPC output transformer", () => {
  for (const [label, value] of Object.entries(samples)) {
    it(`carries ${label} as superjson does`, () => {
      const wire = JSON.parse(JSON.stringify(wireTransformer.output.serialize(value))) as never;
      expect(superjson.deserialize(wire)).toEqual(superjson.deserialize(superjson.serialize(value) as never));
      expect(wire).toEqual(JSON.parse(JSON.stringify(superjson.serialize(value))));
    });
  }
});
