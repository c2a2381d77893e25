import { personInfoResource } from "@suyuan/contracts/person-info/person-info-resource";
import { createFileRoute } from "@tanstack/react-router";
import { personInfoViewPage } from "../features/person-info/person-info-pages.tsx";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/personInfo/view")(
  resourceViewRoute(personInfoResource, personInfoViewPage),
);
