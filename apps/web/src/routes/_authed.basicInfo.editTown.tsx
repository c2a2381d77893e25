import { townResource } from "@suyuan/contracts/town/town-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/editTown")(resourceUpdateRoute(townResource));
