import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/userInfo/view")(
  resourceViewRoute(() => import("@suyuan/contracts/user-info/user-info-resource").then((m) => m.userInfoResource)),
);
