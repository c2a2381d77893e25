import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/userInfo/list")(
  resourceListRoute(() => import("@suyuan/contracts/user-info/user-info-resource").then((m) => m.userInfoResource)),
);
