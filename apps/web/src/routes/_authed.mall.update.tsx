import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/mall/update")(
  resourceUpdateRoute(() => import("@suyuan/contracts/mall/mall-item-resource").then((m) => m.mallItemResource)),
);
