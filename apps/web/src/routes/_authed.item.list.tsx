import { createFileRoute } from "@tanstack/react-router";
import { NotFoundView } from "../common/not-found-view.tsx";
import { ModelItemsPage } from "../features/cms/site/model-items-page.tsx";
import { pagingSearch, searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const itemsSearch = pagingSearch.extend({ modelId: searchId });

export const Route = createFileRoute("/_authed/item/list")({
  validateSearch: (raw: Record<string, unknown>) => itemsSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/item/list"),
  component: function ModelItemsRoute() {
    const { modelId } = Route.useSearch();
    return modelId ? <ModelItemsPage key={modelId} modelId={modelId} /> : <NotFoundView />;
  },
});
