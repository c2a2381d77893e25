import { describe, expect, it } from "vitest";
import { loadRegionData, regionData } from "@suyuan/contracts/region/region-data-browser";

// What browsers get for "@suyuan/contracts/region/region-data" (package.json "exports", condition
// "browser"; tests here resolve the server's copy): the 430 kB list is a chunk of its own, fetched
// once by the pages that import regions.ts, never part of the code every page loads.
describe("the region list in the browser", () => {
  it("is not there until fetched, then is fetched once for every caller", async () => {
    expect(() => regionData()).toThrow(/not loaded yet/);

    const first = loadRegionData();
    expect(loadRegionData()).toBe(first);
    await first;

    const provinces = regionData();
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces.find((node) => node.value === "330000")?.nameZh).toBe("浙江省");
    await loadRegionData();
    expect(regionData()).toBe(provinces);
  });
});
