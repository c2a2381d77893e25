import { townResource } from "@suyuan/contracts/town/town-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/townList")(resourceListRoute(townResource));
