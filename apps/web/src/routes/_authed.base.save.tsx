import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/base/save")(
  resourceCreateRoute(() => import("@suyuan/contracts/base/base-resource").then((m) => m.baseResource)),
);
