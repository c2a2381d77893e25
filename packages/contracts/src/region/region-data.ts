import regionsJson from "./regions.json" with { type: "json" };
import type { RegionNode } from "./region-node.ts";

// The region list where it comes with the code: the server, scripts and tests. Browsers resolve
// "@suyuan/contracts/region/region-data" to region-data-browser.ts instead (package.json
// "exports", condition "browser"); both files export the same two functions.

const LIST = regionsJson as readonly RegionNode[];

/** Nothing to wait for here: the list came with this module. */
export function loadRegionData(): Promise<void> {
  return Promise.resolve();
}

/** The provinces (with their cities and counties), in the spec's order. */
export function regionData(): readonly RegionNode[] {
  return LIST;
}
