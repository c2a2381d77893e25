import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/trainInfo/save")(
  resourceCreateRoute(() => import("@suyuan/contracts/training/training-resource").then((m) => m.trainingResource)),
);
