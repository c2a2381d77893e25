import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/batch/list")(
  resourceListRoute(() => import("@suyuan/contracts/batch/batch-resource").then((m) => m.batchResource)),
);
