import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { useSearch } from "@tanstack/react-router";
import { createElement } from "react";
import { z } from "zod";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { ensureList, searchId } from "../lib/list-search.ts";
import type { RouterContext } from "../lib/router-context.ts";
import type { Perms } from "../navigation/menu-tree.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";
import { ResourceAddPage, ResourceEditPage, type ResourceFormPageProps } from "./resource-form-page.tsx";
import { ResourceListPage, type ResourceListPageProps } from "./resource-list-page.tsx";
import {
  resourceItemQueryOptions,
  resourceListQueryOptions,
  resourceSearchParser,
  type ResourceSearch,
} from "./resource-search.ts";
import { ResourceViewPage, type ResourceViewPageProps } from "./resource-view-page.tsx";

// The route options of a kit resource's pages, so each route file is one line:
//   export const Route = createFileRoute("/_authed/basicInfo/townList")(resourceListRoute(townResource));
// The page components close over the definition (no registry lookup at render time).

type GuardArgs = { context: { me: { perms: Perms } } };
type LoaderArgs<Deps> = { context: RouterContext; deps: Deps; cause: "enter" | "stay" | "preload" };
type IdSearch = { id?: number };

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

export function resourceListRoute(
  definition: ResourceDefinition,
  page: Omit<ResourceListPageProps, "definition"> = {},
) {
  return {
    validateSearch: resourceSearchParser(definition),
    beforeLoad: guard(definition.keys.list),
    loaderDeps: ({ search }: { search: ResourceSearch }) => search,
    loader: ({ context, deps, cause }: LoaderArgs<ResourceSearch>) =>
      ensureList(cause, () =>
        context.queryClient.ensureQueryData(resourceListQueryOptions(context.trpc, definition, deps)),
      ),
    component: function ResourceListRoute() {
      return createElement(ResourceListPage, { definition, ...page });
    },
  };
}

export function resourceCreateRoute(
  definition: ResourceDefinition,
  page: Omit<ResourceFormPageProps, "definition"> = {},
) {
  return {
    beforeLoad: guard(definition.keys.create),
    component: function ResourceCreateRoute() {
      return createElement(ResourceAddPage, { definition, ...page });
    },
  };
}

function itemLoader(definition: ResourceDefinition) {
  return async ({ context, deps }: LoaderArgs<IdSearch>) => {
    if (deps.id) await context.queryClient.ensureQueryData(resourceItemQueryOptions(context.trpc, definition, deps.id));
  };
}

export function resourceUpdateRoute(
  definition: ResourceDefinition,
  page: Omit<ResourceFormPageProps, "definition" | "defaults" | "defaultNames"> = {},
) {
  return {
    validateSearch: parseIdSearch,
    beforeLoad: guard(definition.keys.update),
    loaderDeps: ({ search }: { search: IdSearch }) => ({ id: search.id }),
    loader: itemLoader(definition),
    component: function ResourceUpdateRoute() {
      const id = useIdSearch();
      return id ? createElement(ResourceEditPage, { key: id, definition, id, ...page }) : createElement(NotFoundView);
    },
  };
}

export function resourceViewRoute(
  definition: ResourceDefinition,
  page: Omit<ResourceViewPageProps, "definition" | "id"> = {},
) {
  return {
    validateSearch: parseIdSearch,
    beforeLoad: guard(definition.keys.view ?? definition.keys.list),
    loaderDeps: ({ search }: { search: IdSearch }) => ({ id: search.id }),
    loader: itemLoader(definition),
    component: function ResourceViewRoute() {
      const id = useIdSearch();
      return id ? createElement(ResourceViewPage, { key: id, definition, id, ...page }) : createElement(NotFoundView);
    },
  };
}
