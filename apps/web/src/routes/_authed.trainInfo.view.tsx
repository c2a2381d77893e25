import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/trainInfo/view")(
  resourceViewRoute(() => import("@suyuan/contracts/training/training-resource").then((m) => m.trainingResource)),
);
