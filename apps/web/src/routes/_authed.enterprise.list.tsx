import { createFileRoute } from "@tanstack/react-router";
import { EnterprisesPage } from "../features/enterprises/enterprises-page.tsx";
import { enterprisesQueryOptions, parseEnterprisesSearch } from "../features/enterprises/enterprise-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/enterprise/list")({
  validateSearch: parseEnterprisesSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/enterprise/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(enterprisesQueryOptions(context.trpc, deps))),
  component: EnterprisesPage,
});
