import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/express/update")(
  resourceUpdateRoute(() => import("@suyuan/contracts/express/express-resource").then((m) => m.expressResource)),
);
