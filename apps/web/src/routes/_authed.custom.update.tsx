import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/custom/update")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.customForm),
    () => import("../features/custom-forms/custom-form-pages.tsx").then((m) => m.customFormUpdatePage),
  ),
);
