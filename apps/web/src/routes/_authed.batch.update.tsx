import { batchResource } from "@suyuan/contracts/batch/batch-resource";
import { createFileRoute } from "@tanstack/react-router";
import { batchFormPage } from "../features/batches/batch-pages.tsx";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/update")(resourceUpdateRoute(batchResource, batchFormPage));
