import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/addTown")(
  resourceCreateRoute(() => import("@suyuan/contracts/town/town-resource").then((m) => m.townResource)),
);
