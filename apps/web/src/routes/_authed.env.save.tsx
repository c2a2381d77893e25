import { envDeviceResource } from "@suyuan/contracts/env/env-device-resource";
import { createFileRoute } from "@tanstack/react-router";
import { envDeviceFormPage } from "../features/env/env-pages.tsx";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/env/save")(resourceCreateRoute(envDeviceResource, envDeviceFormPage));
