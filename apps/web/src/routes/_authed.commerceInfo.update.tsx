import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/commerceInfo/update")(
  resourceUpdateRoute(() =>
    import("@suyuan/contracts/commerce-info/commerce-info-resource").then((m) => m.commerceInfoResource),
  ),
);
