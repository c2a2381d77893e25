import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/mall/add")(
  resourceCreateRoute(() => import("@suyuan/contracts/mall/mall-item-resource").then((m) => m.mallItemResource)),
);
