import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/base/update")(
  resourceUpdateRoute(() => import("@suyuan/contracts/base/base-resource").then((m) => m.baseResource)),
);
