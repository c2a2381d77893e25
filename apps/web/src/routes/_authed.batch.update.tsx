import { batchResource } from "@suyuan/contracts/batch/batch-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/update")(
  resourceUpdateRoute(batchResource, () => import("../features/batches/batch-pages.tsx").then((m) => m.batchFormPage)),
);
