import { trainingResource } from "@suyuan/contracts/training/training-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/trainInfo/save")(resourceCreateRoute(trainingResource));
