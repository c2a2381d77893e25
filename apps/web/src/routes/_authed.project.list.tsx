import { createFileRoute } from "@tanstack/react-router";
import { ProjectsPage } from "../features/projects/projects-page.tsx";
import { parseProjectsSearch, projectsQueryOptions } from "../features/projects/projects-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/project/list")({
  validateSearch: parseProjectsSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/project/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(projectsQueryOptions(context.trpc, deps))),
  component: ProjectsPage,
});
