import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/userInfo/save")(
  resourceCreateRoute(() => import("@suyuan/contracts/user-info/user-info-resource").then((m) => m.userInfoResource)),
);
