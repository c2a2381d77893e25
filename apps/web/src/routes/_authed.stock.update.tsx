import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/stock/update")(
  resourceUpdateRoute(() => import("@suyuan/contracts/stock/stock-resource").then((m) => m.stockResource)),
);
