import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/townView")(
  resourceViewRoute(
    () => import("@suyuan/contracts/town/town-resource").then((m) => m.townResource),
    () => import("../features/towns/town-stations.tsx").then((m) => m.townViewPage),
  ),
);
