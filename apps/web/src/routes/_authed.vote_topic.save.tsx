import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/vote_topic/save")(
  resourceCreateRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.voteTopic),
    () => import("../features/audience/vote-pages.tsx").then((m) => m.voteCreatePage),
  ),
);
