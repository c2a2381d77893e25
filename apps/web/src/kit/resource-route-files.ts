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

/** Where a route file imports its definition from: the resource registry, by name. */
type DefinitionModule = { module: string; member: string };

/**
 * The route files a kit resource needs: one short file per page, naming the path and the
 * definition, which is imported when the page is first visited (never by the route tree itself,
 * which the sign-in page loads too). `scripts/generate-resource-routes.ts` writes the missing
 * ones; a file already there (perhaps with overrides) is left alone. A test resource's files
 * import its own module (scripts/build-with-test-resources.ts).
 */
export function resourceRouteFiles(
  name: string,
  definition: ResourceDefinition,
  from: DefinitionModule = { module: "@suyuan/contracts/kit/resource-registry", member: `RESOURCES.${name}` },
) {
  return KINDS.flatMap(([kind, builder]) => {
    const path = definition.routes[kind];
    if (!path) return [];
    const source = [
      `import { createFileRoute } from "@tanstack/react-router";`,
      `import { ${builder} } from "../kit/resource-routes.ts";`,
      ``,
      `export const Route = createFileRoute("/_authed${path}")(`,
      `  ${builder}(() => import(${JSON.stringify(from.module)}).then((m) => m.${from.member})),`,
      `);`,
      ``,
    ].join("\n");
    return [{ path, file: routeFileName(path), source }];
  });
}
