import { baseResource } from "@suyuan/contracts/base/base-resource";
import { createFileRoute } from "@tanstack/react-router";
import { baseListPage } from "../features/bases/base-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/base/list")(resourceListRoute(baseResource, baseListPage));
