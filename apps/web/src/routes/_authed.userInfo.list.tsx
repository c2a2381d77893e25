import { userInfoResource } from "@suyuan/contracts/user-info/user-info-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/userInfo/list")(resourceListRoute(userInfoResource));
