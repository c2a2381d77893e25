import { stockResource } from "@suyuan/contracts/stock/stock-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/stock/update")(resourceUpdateRoute(stockResource));
