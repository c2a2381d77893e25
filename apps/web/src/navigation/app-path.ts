import type { RegisteredRouter } from "@tanstack/react-router";

/**
 * A path that has a page in the route tree, read from the router registered in router.tsx (the
 * router's own `Register`), so this module imports no route file and the route files, which import
 * the pages that link, stay out of an import circle.
 */
export type AppPath = RegisteredRouter["routeTree"]["types"]["fileRouteTypes"]["to"];

/**
 * Registry paths are plain strings; the menu only links those whose page exists (checked at run
 * time against the router), so narrowing them for the typed <Link to> is safe there and only there.
 */
export function asAppPath(path: string): AppPath {
  return path as AppPath;
}
