import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/custom/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.customForm),
    () => import("../features/custom-forms/custom-form-pages.tsx").then((m) => m.customFormListPage),
  ),
);
