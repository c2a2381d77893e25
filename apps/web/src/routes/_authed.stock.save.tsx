import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/stock/save")(
  resourceCreateRoute(() => import("@suyuan/contracts/stock/stock-resource").then((m) => m.stockResource)),
);
