import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/sell/update")(
  resourceUpdateRoute(() => import("@suyuan/contracts/sale/sale-resource").then((m) => m.saleResource)),
);
