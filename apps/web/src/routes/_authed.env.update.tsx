import { envDeviceResource } from "@suyuan/contracts/env/env-device-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/env/update")(
  resourceUpdateRoute(envDeviceResource, () =>
    import("../features/env/env-pages.tsx").then((m) => m.envDeviceFormPage),
  ),
);
