import { mallItemResource } from "@suyuan/contracts/mall/mall-item-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/mall/update")(resourceUpdateRoute(mallItemResource));
