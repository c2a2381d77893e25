import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/express/view")(
  resourceViewRoute(() => import("@suyuan/contracts/express/express-resource").then((m) => m.expressResource)),
);
