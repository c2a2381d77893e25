import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/sell/save")(
  resourceCreateRoute(() => import("@suyuan/contracts/sale/sale-resource").then((m) => m.saleResource)),
);
