import { villageStationResource } from "@suyuan/contracts/village-station/village-station-resource";
import { createFileRoute } from "@tanstack/react-router";
import { stationViewPage } from "../features/towns/station-coordinates.tsx";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/villageView")(
  resourceViewRoute(villageStationResource, stationViewPage),
);
