import { batchResource } from "@suyuan/contracts/batch/batch-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/list")(resourceListRoute(batchResource));
