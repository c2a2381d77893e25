import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/env/update")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/env/env-device-resource").then((m) => m.envDeviceResource),
    () => import("../features/env/env-pages.tsx").then((m) => m.envDeviceFormPage),
  ),
);
