import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/vote_topic/update")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.voteTopic),
    () => import("../features/audience/vote-pages.tsx").then((m) => m.voteUpdatePage),
  ),
);
