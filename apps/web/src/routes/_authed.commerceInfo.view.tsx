import { createFileRoute } from "@tanstack/react-router";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/commerceInfo/view")(
  resourceViewRoute(() =>
    import("@suyuan/contracts/commerce-info/commerce-info-resource").then((m) => m.commerceInfoResource),
  ),
);
