import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/view")(
  resourceViewRoute(
    () => import("@suyuan/contracts/batch/batch-resource").then((m) => m.batchResource),
    () => import("../features/trace-records/batch-pages.tsx").then((m) => m.batchViewPage),
  ),
);
