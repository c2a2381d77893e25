import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/personInfo/save")(
  resourceCreateRoute(() =>
    import("@suyuan/contracts/person-info/person-info-resource").then((m) => m.personInfoResource),
  ),
);
