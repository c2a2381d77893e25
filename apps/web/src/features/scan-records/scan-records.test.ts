import { describe, expect, it } from "vitest";
import { provinceRows } from "./scan-charts.tsx";
import { parseScanSearch, scanFilters } from "./scan-records-search.ts";

describe("scan records page helpers", () => {
  it("names the top provinces, sums the rest as others and puts scans without location last", () => {
    const perProvince = [
      { provinceCode: "330000", scans: 50 },
      { provinceCode: null, scans: 40 },
      ...Array.from({ length: 11 }, (_, index) => ({ provinceCode: `${11 + index}0000`, scans: 20 - index })),
    ];
    const rows = provinceRows(perProvince, { unknown: "未知", others: "其他" });
    expect(rows[0]).toEqual({ province: "浙江省", scans: 50 });
    expect(rows[1]).toEqual({ province: "北京市", scans: 20 });
    expect(rows).toHaveLength(10 + 2);
    // The 11th and 12th known provinces (scans 11 and 10) are summed.
    expect(rows.at(-2)).toEqual({ province: "其他", scans: 21 });
    expect(rows.at(-1)).toEqual({ province: "未知", scans: 40 });
    expect(provinceRows([], { unknown: "未知", others: "其他" })).toEqual([]);
  });

  it("keeps valid URL filters, drops bad ones and a reversed range's end", () => {
    const search = parseScanSearch({
      page: "2",
      goodsId: "7",
      batchId: "x",
      code: "  ABC ",
      from: "2026-05-03",
      to: "2026-05-01",
      sortBy: "ip",
    });
    expect(search).toMatchObject({ page: 2, goodsId: 7, code: "ABC", from: "2026-05-03" });
    expect(search.batchId).toBeUndefined();
    expect(search.to).toBeUndefined();
    expect(search.sortBy).toBeUndefined();
    expect(scanFilters(parseScanSearch({ enterpriseId: "3", from: "2026-05-01", to: "2026-05-02" }))).toEqual({
      enterpriseId: 3,
      goodsId: undefined,
      batchId: undefined,
      code: undefined,
      from: "2026-05-01",
      to: "2026-05-02",
    });
  });
});
