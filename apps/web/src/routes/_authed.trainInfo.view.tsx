import { trainingResource } from "@suyuan/contracts/training/training-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/trainInfo/view")(resourceViewRoute(trainingResource));
