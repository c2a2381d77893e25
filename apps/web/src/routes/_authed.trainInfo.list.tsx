import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/trainInfo/list")(
  resourceListRoute(() => import("@suyuan/contracts/training/training-resource").then((m) => m.trainingResource)),
);
