import { stockResource } from "@suyuan/contracts/stock/stock-resource";
import { createFileRoute } from "@tanstack/react-router";
import { stockListPage } from "../features/stock/stock-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/stock/list")(resourceListRoute(stockResource, stockListPage));
