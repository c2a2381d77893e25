import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/villageView")(
  resourceViewRoute(
    () => import("@suyuan/contracts/village-station/village-station-resource").then((m) => m.villageStationResource),
    () => import("../features/towns/station-coordinates.tsx").then((m) => m.stationViewPage),
  ),
);
