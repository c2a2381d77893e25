import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/personInfo/edit")(
  resourceUpdateRoute(() =>
    import("@suyuan/contracts/person-info/person-info-resource").then((m) => m.personInfoResource),
  ),
);
