import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { join } from "node:path";

/** The route registry's data written from the definitions (kit/resource-menu.ts). */
export const KIT_ROUTES_FILE = join(
  import.meta.dirname,
  "../../../../packages/contracts/src/permissions/kit-routes.gen.ts",
);

/** The page kinds a definition's `routes` name, with the kit route builder each uses. */
export const KINDS = [
  ["list", "resourceListRoute"],
  ["create", "resourceCreateRoute"],
  ["update", "resourceUpdateRoute"],
  ["view", "resourceViewRoute"],
] as const;

/** `/basicInfo/townList` → `_authed.basicInfo.townList.tsx` (TanStack Router's flat file name). */
export function routeFileName(path: string): string {
  return `_authed${path.replaceAll("/", ".")}.tsx`;
}

/**
 * The route files a kit resource needs: one short file per page, naming the path and the
 * definition, which is imported when the page is first visited (never by the route tree itself,
 * which the sign-in page loads too). `scripts/generate-resource-routes.ts` writes the missing ones; a file already there
 * (perhaps with overrides) is left alone.
 */
export function resourceRouteFiles(name: string, definition: ResourceDefinition) {
  return KINDS.flatMap(([kind, builder]) => {
    const path = definition.routes[kind];
    if (!path) return [];
    const source = [
      `import { createFileRoute } from "@tanstack/react-router";`,
      `import { ${builder} } from "../kit/resource-routes.ts";`,
      ``,
      `export const Route = createFileRoute("/_authed${path}")(`,
      `  ${builder}(() => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.${name})),`,
      `);`,
      ``,
    ].join("\n");
    return [{ path, file: routeFileName(path), source }];
  });
}
