import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/custom/save")(
  resourceCreateRoute(() => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.customForm)),
);
