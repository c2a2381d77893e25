import { villageStationResource } from "@suyuan/contracts/village-station/village-station-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/villageView")(
  resourceViewRoute(villageStationResource, () =>
    import("../features/towns/station-coordinates.tsx").then((m) => m.stationViewPage),
  ),
);
