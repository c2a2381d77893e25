import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/member/update")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.member),
    () => import("../features/members/member-pages.tsx").then((m) => m.memberEditPage),
  ),
);
