import { regionPath } from "./region-index.ts";

// A place resolved from an IP address (province and city codes) as one short text: "浙江省 杭州市".
// A municipality's city level (市辖区) adds nothing to its name and is left out.

const PLACEHOLDER_CITIES = new Set(["市辖区", "县", "省直辖县级行政区划", "自治区直辖县级行政区划"]);

/** "浙江省 杭州市", "北京市", or "" when neither code is known. */
export function placeLabel(provinceCode: string | null | undefined, cityCode: string | null | undefined): string {
  const path = regionPath(cityCode ?? provinceCode);
  const names = path.length > 0 ? path : regionPath(provinceCode);
  return names.filter((name) => !PLACEHOLDER_CITIES.has(name)).join(" ");
}
