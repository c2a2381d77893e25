import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/trainInfo/update")(
  resourceUpdateRoute(() => import("@suyuan/contracts/training/training-resource").then((m) => m.trainingResource)),
);
