import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/commerceInfo/save")(
  resourceCreateRoute(() =>
    import("@suyuan/contracts/commerce-info/commerce-info-resource").then((m) => m.commerceInfoResource),
  ),
);
