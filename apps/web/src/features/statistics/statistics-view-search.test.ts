import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { rangeOf, rangeShowing } from "./statistics-view-search.ts";

describe("statistics range", () => {
  const now = dayjs("2026-11-15");
  it("defaults to the last 12 months and the by-town month to its end", () => {
    expect(rangeOf({}, now)).toEqual({ from: "2025-12", to: "2026-11", month: "2026-11" });
    expect(rangeOf({ from: "2026-01", to: "2026-03" }, now)).toEqual({
      from: "2026-01",
      to: "2026-03",
      month: "2026-03",
    });
  });
  it("moves the range to show an older row's month", () => {
    expect(rangeShowing("2026-05", now)).toEqual({});
    expect(rangeShowing("2024-03", now)).toEqual({ from: "2023-04", to: "2024-03" });
  });
});
