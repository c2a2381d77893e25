import { personInfoResource } from "@suyuan/contracts/person-info/person-info-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/personInfo/edit")(resourceUpdateRoute(personInfoResource));
