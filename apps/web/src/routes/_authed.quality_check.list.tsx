import { createFileRoute } from "@tanstack/react-router";
import { QualityChecksPage } from "../features/quality-checks/quality-checks-page.tsx";
import {
  parseQualityChecksSearch,
  qualityChecksQueryOptions,
} from "../features/quality-checks/quality-checks-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/quality_check/list")({
  validateSearch: parseQualityChecksSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/quality_check/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(qualityChecksQueryOptions(context.trpc, deps))),
  component: QualityChecksPage,
});
