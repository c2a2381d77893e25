import { envDeviceResource } from "@suyuan/contracts/env/env-device-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/env/save")(
  resourceCreateRoute(envDeviceResource, () =>
    import("../features/env/env-pages.tsx").then((m) => m.envDeviceFormPage),
  ),
);
