import { isPermitted, type Perms } from "../../permissions/is-permitted.ts";
import { ROUTE_GROUPS, ROUTES, type RouteEntry, type RouteGroup } from "@suyuan/contracts/permissions/route-registry";

export type Area = { group: RouteGroup; entries: RouteEntry[] };

/** The registry's menu entries the user holds, grouped by area (top-level entries excluded). */
export function permittedAreas(perms: Perms): Area[] {
  return ROUTE_GROUPS.map((group) => ({
    group,
    entries: ROUTES.filter((route) => route.group === group.id && route.menu && isPermitted(perms, route.perm)),
  })).filter((area) => area.entries.length > 0);
}

/** How many registry routes (every page, not only menu entries) the user may open. */
export function permittedRouteCount(perms: Perms): number {
  return ROUTES.filter((route) => isPermitted(perms, route.perm)).length;
}
