import { saleResource } from "@suyuan/contracts/sale/sale-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/sell/save")(resourceCreateRoute(saleResource));
