import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/commerceInfo/list")(
  resourceListRoute(() =>
    import("@suyuan/contracts/commerce-info/commerce-info-resource").then((m) => m.commerceInfoResource),
  ),
);
