import { batchResource } from "@suyuan/contracts/batch/batch-resource";
import { createFileRoute } from "@tanstack/react-router";
import { batchAddPage } from "../features/batches/batch-pages.tsx";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/save")(resourceCreateRoute(batchResource, batchAddPage));
