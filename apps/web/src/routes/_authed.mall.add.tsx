import { mallItemResource } from "@suyuan/contracts/mall/mall-item-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/mall/add")(resourceCreateRoute(mallItemResource));
