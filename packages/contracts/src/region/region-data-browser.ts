import type { RegionNode } from "./region-node.ts";

// In browsers the region list (430 kB, 54 kB gzipped) is a chunk of its own, fetched only by the
// pages that show or choose regions: they import ./regions.ts, which waits for loadRegionData().
// The sign-in page and every page without regions hold only the functions (the region rule is
// part of resource definitions, which the route tree loads), never the list.

let list: readonly RegionNode[] | undefined;
let loading: Promise<void> | undefined;

/** Fetches the list once; a failed fetch is tried again by the next caller. */
export function loadRegionData(): Promise<void> {
  loading ??= import("./regions.json").then(
    (module) => {
      list = module.default as readonly RegionNode[];
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The provinces (with their cities and counties), in the spec's order. */
export function regionData(): readonly RegionNode[] {
  // A page that uses regions without importing ./regions.ts would otherwise show empty selects.
  if (!list) throw new Error("Region list not loaded yet: import @suyuan/contracts/region/regions, which waits for it");
  return list;
}
