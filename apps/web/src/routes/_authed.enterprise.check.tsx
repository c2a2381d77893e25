import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { EnterpriseCheckRoutePage } from "../features/enterprises/enterprise-check-page.tsx";
import { resourceItemQueryOptions } from "../kit/resource-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const checkSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/enterprise/check")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => checkSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/enterprise/check"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id)
      await context.queryClient.ensureQueryData(
        resourceItemQueryOptions(context.trpc, { name: "enterprise" }, deps.id),
      );
  },
  component: EnterpriseCheckRoutePage,
});
