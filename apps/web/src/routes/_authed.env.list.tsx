import { envDeviceResource } from "@suyuan/contracts/env/env-device-resource";
import { createFileRoute } from "@tanstack/react-router";
import { envDeviceListPage } from "../features/env/env-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/env/list")(resourceListRoute(envDeviceResource, envDeviceListPage));
