import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/addVillage")(
  resourceCreateRoute(() =>
    import("@suyuan/contracts/village-station/village-station-resource").then((m) => m.villageStationResource),
  ),
);
