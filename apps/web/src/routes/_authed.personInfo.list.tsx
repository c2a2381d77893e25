import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/personInfo/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/person-info/person-info-resource").then((m) => m.personInfoResource),
    () => import("../features/person-info/person-info-pages.tsx").then((m) => m.personInfoListPage),
  ),
);
