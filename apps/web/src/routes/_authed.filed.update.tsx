import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/filed/update")(
  resourceUpdateRoute(() => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.customFormField)),
);
