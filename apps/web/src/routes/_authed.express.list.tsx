import { expressResource } from "@suyuan/contracts/express/express-resource";
import { createFileRoute } from "@tanstack/react-router";
import { expressListPage } from "../features/express/express-list.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/express/list")(resourceListRoute(expressResource, expressListPage));
