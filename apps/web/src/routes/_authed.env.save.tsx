import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/env/save")(
  resourceCreateRoute(
    () => import("@suyuan/contracts/env/env-device-resource").then((m) => m.envDeviceResource),
    () => import("../features/env/env-pages.tsx").then((m) => m.envDeviceFormPage),
  ),
);
