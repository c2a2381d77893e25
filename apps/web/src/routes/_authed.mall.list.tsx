import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/mall/list")(
  resourceListRoute(() => import("@suyuan/contracts/mall/mall-item-resource").then((m) => m.mallItemResource)),
);
