import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/vote_topic/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.voteTopic),
    () => import("../features/audience/vote-pages.tsx").then((m) => m.voteListPage),
  ),
);
