import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/work_platform/stationList")(
  resourceListRoute(() => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.station)),
);
