import { regionData } from "@suyuan/contracts/region/region-data";
import type { RegionNode } from "@suyuan/contracts/region/region-node";
import { isIP } from "node:net";
import { loadIpSearcher } from "./lazy-modules.ts";

// Where an IP address is: province and city as GB/T 2260 codes, resolved offline by ip2region
// (the npm package `ip2region`, its database inside the package). Resolved once, when a scan or a
// login is recorded, and stored with it (docs/ip-and-user-agents.md says why).

export type IpRegion = { provinceCode: string; cityCode: string | null };

/** ip2region's names are short for some provinces (北京, 新疆, 广西): the list's name starts with them. */
function provinceNamed(name: string): RegionNode | undefined {
  if (!name) return undefined;
  return regionData().find((node) => node.nameZh === name || node.nameZh.startsWith(name));
}

function cityNamed(province: RegionNode, name: string): RegionNode | undefined {
  const cities = province.children ?? [];
  if (!name) return undefined;
  // A municipality's one city level is 市辖区; ip2region names the city as the municipality.
  if (name === province.nameZh || province.nameZh.startsWith(name)) return cities.length === 1 ? cities[0] : undefined;
  return cities.find((city) => city.nameZh === name || city.nameZh.startsWith(name));
}

/** The region of a search answer (names as ip2region writes them); null outside China or unknown. */
export function regionOfNames(answer: { country: string; province: string; city: string } | null): IpRegion | null {
  if (!answer || answer.country !== "中国") return null;
  const province = provinceNamed(answer.province);
  if (!province) return null;
  return { provinceCode: province.value, cityCode: cityNamed(province, answer.city)?.value ?? null };
}

/** Where `ip` is, or null (no IP, a private or reserved one, abroad, or not in the database). */
export async function ipRegion(ip: string | null | undefined): Promise<IpRegion | null> {
  if (!ip || isIP(ip) === 0) return null;
  const searcher = await loadIpSearcher();
  try {
    return regionOfNames(searcher.search(ip));
  } catch {
    // A malformed entry must never fail the scan or login it describes.
    return null;
  }
}
