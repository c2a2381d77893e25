import { createFileRoute } from "@tanstack/react-router";
import { DeviceAddPage } from "../features/env/device-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/env/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/env/save"),
  component: DeviceAddPage,
});
