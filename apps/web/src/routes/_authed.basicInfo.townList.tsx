import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/townList")(
  resourceListRoute(() => import("@suyuan/contracts/town/town-resource").then((m) => m.townResource)),
);
