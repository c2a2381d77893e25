import { parsePageSize } from "@suyuan/ui/data-table";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanSearch, listSearchBase, searchBool, searchId, searchText } from "./list-search.ts";

const schema = z.object({ ...listSearchBase, name: searchText, enabled: searchBool, roleId: searchId });

describe("list search", () => {
  it("accepts an empty search", () => {
    expect(schema.parse({})).toEqual({});
  });

  it("keeps good values and drops bad ones instead of failing the page", () => {
    expect(
      schema.parse({ page: 2, pageSize: 20, sortDir: "asc", name: " 张 ", enabled: "false", roleId: "3" }),
    ).toEqual({
      page: 2,
      pageSize: 20,
      sortDir: "asc",
      name: "张",
      enabled: false,
      roleId: 3,
    });
    expect(schema.parse({ page: "0", pageSize: "abc", sortDir: "up", name: "", enabled: "x", roleId: -1 })).toEqual({});
  });

  it("leaves defaults out of the URL", () => {
    expect(cleanSearch({ page: 1, pageSize: 10, name: "", sortDir: "desc", roleId: undefined })).toEqual({
      sortDir: "desc",
    });
  });
});

describe("parsePageSize (spec: digits only, otherwise 10)", () => {
  it.each([
    ["20", 20],
    [" 50 ", 50],
    ["abc", 10],
    ["12a", 10],
    ["-5", 10],
    ["0", 10],
    ["", 10],
    ["1000", 100],
  ])("%s → %d", (raw, expected) => {
    expect(parsePageSize(raw)).toBe(expected);
  });
});
