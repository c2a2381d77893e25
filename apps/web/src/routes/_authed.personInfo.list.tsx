import { personInfoResource } from "@suyuan/contracts/person-info/person-info-resource";
import { createFileRoute } from "@tanstack/react-router";
import { personInfoListPage } from "../features/person-info/person-info-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/personInfo/list")(
  resourceListRoute(personInfoResource, personInfoListPage),
);
