import { createFileRoute } from "@tanstack/react-router";
import { DevicesPage } from "../features/env/devices-page.tsx";
import { devicesQueryOptions, parseDevicesSearch } from "../features/env/devices-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/env/list")({
  validateSearch: parseDevicesSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/env/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, () => context.queryClient.ensureQueryData(devicesQueryOptions(context.trpc, deps))),
  component: DevicesPage,
});
