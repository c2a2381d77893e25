import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/editVillage")(
  resourceUpdateRoute(() =>
    import("@suyuan/contracts/village-station/village-station-resource").then((m) => m.villageStationResource),
  ),
);
