import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/save")(
  resourceCreateRoute(
    () => import("@suyuan/contracts/batch/batch-resource").then((m) => m.batchResource),
    () => import("../features/trace-records/batch-pages.tsx").then((m) => m.batchAddPage),
  ),
);
