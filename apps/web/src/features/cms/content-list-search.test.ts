import { describe, expect, it } from "vitest";
import { cleanSearch } from "../../lib/list-search.ts";
import { parseContentListSearch } from "./content-list-search.ts";
import { parseFileListSearch } from "./file-list-search.ts";

describe("content list search", () => {
  it("accepts an empty search", () => {
    expect(parseContentListSearch({})).toEqual({});
  });

  it("keeps good values, as the router hands them over or as typed", () => {
    expect(
      parseContentListSearch({ channelId: "7", status: -1, title: " 茶 ", onTop: "true", page: "3", pageSize: 20 }),
    ).toEqual({ channelId: 7, status: -1, title: "茶", onTop: true, page: 3, pageSize: 20 });
    expect(parseContentListSearch({ status: "2" })).toEqual({ status: 2 });
  });

  it("drops bad values of a hand-edited URL instead of failing the page", () => {
    expect(
      parseContentListSearch({
        channelId: "abc",
        status: 3, // the recycle bin has its own page, not a tab here
        title: "   ",
        onTop: "yes",
        mine: 1,
        page: "0",
        pageSize: "abc",
      }),
    ).toEqual({});
    expect(parseContentListSearch({ status: "draft" })).toEqual({});
  });

  it("leaves defaults out of the URL", () => {
    expect(cleanSearch({ ...parseContentListSearch({ page: 1, pageSize: 10, status: 0 }) })).toEqual({ status: 0 });
  });
});

describe("file list search", () => {
  it("keeps the validity filter and the name, drops the rest", () => {
    expect(parseFileListSearch({ valid: "false", name: "logo", page: 2 })).toEqual({
      valid: false,
      name: "logo",
      page: 2,
    });
    expect(parseFileListSearch({ valid: "maybe", name: "", page: -1, pageSize: "x" })).toEqual({});
  });
});
