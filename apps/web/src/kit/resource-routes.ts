import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { lazyRouteComponent, useSearch } from "@tanstack/react-router";
import { createElement, type FunctionComponent } from "react";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { ensureList, searchId } from "../lib/list-search.ts";
import type { RouterContext } from "../lib/router-context.ts";
import type { Perms } from "../navigation/menu-tree.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";
import type { ResourceFormPageProps } from "./resource-form-page.tsx";
import type { ResourceListPageProps } from "./resource-list-page.tsx";
import {
  looseSearch,
  resourceItemQueryOptions,
  resourceListQueryOptions,
  resourceSearchParser,
  type ResourceSearch,
} from "./resource-search.ts";
import type { ResourceViewPageProps } from "./resource-view-page.tsx";

// The route options of a kit resource's pages, so each route file is one line:
//   export const Route = createFileRoute("/_authed/basicInfo/townList")(resourceListRoute(townResource));
// The page components close over the definition (no registry lookup at render time).
//
// Route files are imported by the route tree, which every page (/login too) loads first, and the
// router plugin cannot split options built by a call. So only what matching needs (search parser,
// guard, loader) is here; the page (the kit's, plus a feature's overrides) is imported when the
// route loads, like the plugin's own split components (the router awaits `component.preload`).
// The definition itself may be given as an import too (`() => import(...).then((m) => m.x)`, what
// the generated route files do): then no definition, nor the Zod schemas it builds, is part of the
// first page, which would otherwise grow with every resource (bench/page-weight.ts). The guard and
// the loader await it; the list's search is parsed loosely by the route and by the definition in
// the loader and the page.

type GuardArgs = { context: { me: { perms: Perms } } };
type LoaderArgs<Deps> = { context: RouterContext; deps: Deps; cause: "enter" | "stay" | "preload" };
type IdSearch = { id?: number };

/** A definition, or the import that brings it (kept out of the first page's code). */
export type DefinitionSource = ResourceDefinition | (() => Promise<ResourceDefinition>);

function definitionOf(source: DefinitionSource): Promise<ResourceDefinition> {
  return typeof source === "function" ? source() : Promise.resolve(source);
}

/**
 * A page's overrides: given directly, or as an import of the feature module that holds them
 * (`() => import("../features/x/x-pages.tsx").then((m) => m.xListPage)`), which keeps the
 * feature's page code out of the route tree.
 */
export type PageOverrides<P> = P | (() => Promise<P>);

const idSearch = z.object({ id: searchId });
const parseIdSearch = (raw: Record<string, unknown>): IdSearch => idSearch.parse(raw);

/** The `id` of an update or view page's URL (validated by parseIdSearch). */
function useIdSearch(): number | undefined {
  const search: IdSearch = useSearch({ strict: false });
  return search.id;
}

function guard(source: DefinitionSource, keyOf: (definition: ResourceDefinition) => PermissionKey) {
  if (typeof source !== "function") {
    const key = keyOf(source);
    return ({ context }: GuardArgs) => assertPermitted(context.me.perms, key);
  }
  return async ({ context }: GuardArgs) => assertPermitted(context.me.perms, keyOf(await source()));
}

function loadOverrides<P>(page: PageOverrides<P>): Promise<P> {
  return typeof page === "function" ? (page as () => Promise<P>)() : Promise.resolve(page);
}

/** The route component: built once the page module and the overrides have arrived. */
function lazyPage(build: () => Promise<FunctionComponent>) {
  return lazyRouteComponent(async () => ({ default: await build() }));
}

export function resourceListRoute(
  source: DefinitionSource,
  page: PageOverrides<Omit<ResourceListPageProps, "definition">> = {},
) {
  return {
    validateSearch: typeof source === "function" ? looseSearch : resourceSearchParser(source),
    beforeLoad: guard(source, (definition) => definition.keys.list),
    loaderDeps: ({ search }: { search: ResourceSearch }) => search,
    loader: async ({ context, deps, cause }: LoaderArgs<ResourceSearch>) => {
      const definition = await definitionOf(source);
      const search = resourceSearchParser(definition)(deps);
      await ensureList(cause, () =>
        context.queryClient.ensureQueryData(resourceListQueryOptions(context.trpc, definition, search)),
      );
    },
    component: lazyPage(async () => {
      const [definition, { ResourceListPage }, overrides] = await Promise.all([
        definitionOf(source),
        import("./resource-list-page.tsx"),
        loadOverrides(page),
      ]);
      return function ResourceListRoute() {
        return createElement(ResourceListPage, { definition, ...overrides });
      };
    }),
  };
}

export function resourceCreateRoute(
  source: DefinitionSource,
  page: PageOverrides<Omit<ResourceFormPageProps, "definition">> = {},
) {
  return {
    beforeLoad: guard(source, (definition) => definition.keys.create),
    component: lazyPage(async () => {
      const [definition, { ResourceAddPage }, overrides] = await Promise.all([
        definitionOf(source),
        import("./resource-form-page.tsx"),
        loadOverrides(page),
      ]);
      return function ResourceCreateRoute() {
        return createElement(ResourceAddPage, { definition, ...overrides });
      };
    }),
  };
}

function itemLoader(source: DefinitionSource) {
  return async ({ context, deps }: LoaderArgs<IdSearch>) => {
    if (!deps.id) return;
    const definition = await definitionOf(source);
    await context.queryClient.ensureQueryData(resourceItemQueryOptions(context.trpc, definition, deps.id));
  };
}

export function resourceUpdateRoute(
  source: DefinitionSource,
  page: PageOverrides<Omit<ResourceFormPageProps, "definition" | "defaults" | "defaultNames">> = {},
) {
  return {
    validateSearch: parseIdSearch,
    beforeLoad: guard(source, (definition) => definition.keys.update),
    loaderDeps: ({ search }: { search: IdSearch }) => ({ id: search.id }),
    loader: itemLoader(source),
    component: lazyPage(async () => {
      const [definition, { ResourceEditPage }, overrides] = await Promise.all([
        definitionOf(source),
        import("./resource-form-page.tsx"),
        loadOverrides(page),
      ]);
      return function ResourceUpdateRoute() {
        const id = useIdSearch();
        return id
          ? createElement(ResourceEditPage, { key: id, definition, id, ...overrides })
          : createElement(NotFoundView);
      };
    }),
  };
}

export function resourceViewRoute(
  source: DefinitionSource,
  page: PageOverrides<Omit<ResourceViewPageProps, "definition" | "id">> = {},
) {
  return {
    validateSearch: parseIdSearch,
    beforeLoad: guard(source, (definition) => definition.keys.view ?? definition.keys.list),
    loaderDeps: ({ search }: { search: IdSearch }) => ({ id: search.id }),
    loader: itemLoader(source),
    component: lazyPage(async () => {
      const [definition, { ResourceViewPage }, overrides] = await Promise.all([
        definitionOf(source),
        import("./resource-view-page.tsx"),
        loadOverrides(page),
      ]);
      return function ResourceViewRoute() {
        const id = useIdSearch();
        return id
          ? createElement(ResourceViewPage, { key: id, definition, id, ...overrides })
          : createElement(NotFoundView);
      };
    }),
  };
}
