import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { createFileRoute } from "@tanstack/react-router";
import { houseListPage } from "../features/houses/house-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/house/list")(resourceListRoute(RESOURCES.house, houseListPage));
