import type { FileRoutesByTo } from "../routeTree.gen.ts";

/** A path that has a page in the route tree. */
export type AppPath = keyof FileRoutesByTo;

/**
 * Registry paths are plain strings; the menu only links those whose page exists (checked at run
 * time against the router), so narrowing them for the typed <Link to> is safe there and only there.
 */
export function asAppPath(path: string): AppPath {
  return path as AppPath;
}
