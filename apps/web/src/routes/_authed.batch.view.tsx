import { batchResource } from "@suyuan/contracts/batch/batch-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/view")(
  resourceViewRoute(batchResource, () => import("../features/batches/batch-pages.tsx").then((m) => m.batchViewPage)),
);
