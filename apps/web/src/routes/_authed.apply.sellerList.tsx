import { createFileRoute } from "@tanstack/react-router";
import { ApplicationsPage } from "../features/code-applications/applications-page.tsx";
import {
  applicationsQueryOptions,
  parseApplicationsSearch,
} from "../features/code-applications/applications-search.ts";
import { cleanSearch, ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/apply/sellerList")({
  validateSearch: parseApplicationsSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/apply/sellerList"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(applicationsQueryOptions(context.trpc, deps, true))),
  component: function SellerListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ApplicationsPage
        seller
        search={search}
        onSearch={(patch) => void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) })}
      />
    );
  },
});
