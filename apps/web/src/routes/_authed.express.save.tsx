import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/express/save")(
  resourceCreateRoute(() => import("@suyuan/contracts/express/express-resource").then((m) => m.expressResource)),
);
