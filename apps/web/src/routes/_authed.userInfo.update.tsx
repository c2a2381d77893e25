import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/userInfo/update")(
  resourceUpdateRoute(() => import("@suyuan/contracts/user-info/user-info-resource").then((m) => m.userInfoResource)),
);
