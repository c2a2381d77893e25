import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/editTown")(
  resourceUpdateRoute(() => import("@suyuan/contracts/town/town-resource").then((m) => m.townResource)),
);
