import { describe, expect, it } from "vitest";
import { wholeListPage } from "./query-table.tsx";

const query = (data?: number[]) => ({
  data,
  error: null,
  isError: false,
  isPending: data === undefined,
  isFetching: false,
  refetch: () => Promise.resolve(),
});

describe("a list the server answers whole, in the paged table", () => {
  it("shows the rows of the page asked for and counts them all", () => {
    const rows = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(wholeListPage(query(rows), { page: 2, pageSize: 20 }).data).toEqual({
      items: [21, 22, 23, 24, 25],
      total: 25,
    });
    expect(wholeListPage(query(rows), { page: 1, pageSize: 10 }).data?.items).toEqual(rows.slice(0, 10));
  });

  it("has no page while the list loads", () => {
    expect(wholeListPage(query(), { page: 1, pageSize: 20 })).toMatchObject({ data: undefined, isPending: true });
  });
});
