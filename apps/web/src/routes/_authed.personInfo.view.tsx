import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/personInfo/view")(
  resourceViewRoute(
    () => import("@suyuan/contracts/person-info/person-info-resource").then((m) => m.personInfoResource),
    () => import("../features/person-info/person-info-pages.tsx").then((m) => m.personInfoViewPage),
  ),
);
