import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { lazyRouteComponent, useSearch } from "@tanstack/react-router";
import { createElement, type FunctionComponent } from "react";
import { z } from "zod";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { ensureList, searchId } from "../lib/list-search.ts";
import type { RouterContext } from "../lib/router-context.ts";
import type { Perms } from "../navigation/menu-tree.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";
import type { ResourceFormPageProps } from "./resource-form-page.tsx";
import type { ResourceListPageProps } from "./resource-list-page.tsx";
import {
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

type GuardArgs = { context: { me: { perms: Perms } } };
type LoaderArgs<Deps> = { context: RouterContext; deps: Deps; cause: "enter" | "stay" | "preload" };
type IdSearch = { id?: number };

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

function guard(key: PermissionKey) {
  return ({ context }: GuardArgs) => assertPermitted(context.me.perms, key);
}

function loadOverrides<P>(page: PageOverrides<P>): Promise<P> {
  return typeof page === "function" ? (page as () => Promise<P>)() : Promise.resolve(page);
}

/** The route component: built once the page module and the overrides have arrived. */
function lazyPage(build: () => Promise<FunctionComponent>) {
  return lazyRouteComponent(async () => ({ default: await build() }));
}

export function resourceListRoute(
  definition: ResourceDefinition,
  page: PageOverrides<Omit<ResourceListPageProps, "definition">> = {},
) {
  return {
    validateSearch: resourceSearchParser(definition),
    beforeLoad: guard(definition.keys.list),
    loaderDeps: ({ search }: { search: ResourceSearch }) => search,
    loader: ({ context, deps, cause }: LoaderArgs<ResourceSearch>) =>
      ensureList(cause, () =>
        context.queryClient.ensureQueryData(resourceListQueryOptions(context.trpc, definition, deps)),
      ),
    component: lazyPage(async () => {
      const [{ ResourceListPage }, overrides] = await Promise.all([
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
  definition: ResourceDefinition,
  page: PageOverrides<Omit<ResourceFormPageProps, "definition">> = {},
) {
  return {
    beforeLoad: guard(definition.keys.create),
    component: lazyPage(async () => {
      const [{ ResourceAddPage }, overrides] = await Promise.all([
        import("./resource-form-page.tsx"),
        loadOverrides(page),
      ]);
      return function ResourceCreateRoute() {
        return createElement(ResourceAddPage, { definition, ...overrides });
      };
    }),
  };
}

function itemLoader(definition: ResourceDefinition) {
  return async ({ context, deps }: LoaderArgs<IdSearch>) => {
    if (deps.id) await context.queryClient.ensureQueryData(resourceItemQueryOptions(context.trpc, definition, deps.id));
  };
}

export function resourceUpdateRoute(
  definition: ResourceDefinition,
  page: PageOverrides<Omit<ResourceFormPageProps, "definition" | "defaults" | "defaultNames">> = {},
) {
  return {
    validateSearch: parseIdSearch,
    beforeLoad: guard(definition.keys.update),
    loaderDeps: ({ search }: { search: IdSearch }) => ({ id: search.id }),
    loader: itemLoader(definition),
    component: lazyPage(async () => {
      const [{ ResourceEditPage }, overrides] = await Promise.all([
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
  definition: ResourceDefinition,
  page: PageOverrides<Omit<ResourceViewPageProps, "definition" | "id">> = {},
) {
  return {
    validateSearch: parseIdSearch,
    beforeLoad: guard(definition.keys.view ?? definition.keys.list),
    loaderDeps: ({ search }: { search: IdSearch }) => ({ id: search.id }),
    loader: itemLoader(definition),
    component: lazyPage(async () => {
      const [{ ResourceViewPage }, overrides] = await Promise.all([
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
