import { personInfoResource } from "@suyuan/contracts/person-info/person-info-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/personInfo/list")(resourceListRoute(personInfoResource));
