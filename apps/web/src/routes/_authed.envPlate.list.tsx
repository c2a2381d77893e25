import { envPlateResource } from "@suyuan/contracts/env/env-plate-resource";
import { createFileRoute } from "@tanstack/react-router";
import { envPlateListPage } from "../features/env/env-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/envPlate/list")(resourceListRoute(envPlateResource, envPlateListPage));
