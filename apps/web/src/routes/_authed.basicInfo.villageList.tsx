import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/villageList")(
  resourceListRoute(() =>
    import("@suyuan/contracts/village-station/village-station-resource").then((m) => m.villageStationResource),
  ),
);
