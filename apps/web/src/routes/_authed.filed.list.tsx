import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/filed/list")(
  resourceListRoute(() => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.customFormField)),
);
