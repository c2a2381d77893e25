import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/update")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/batch/batch-resource").then((m) => m.batchResource),
    () => import("../features/trace-records/batch-pages.tsx").then((m) => m.batchFormPage),
  ),
);
