import { recallResource } from "@suyuan/contracts/recall/recall-resource";
import { createFileRoute } from "@tanstack/react-router";
import { recallListPage } from "../features/recalls/recall-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/recall/list")(resourceListRoute(recallResource, recallListPage));
