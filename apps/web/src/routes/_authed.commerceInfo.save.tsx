import { commerceInfoResource } from "@suyuan/contracts/commerce-info/commerce-info-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/commerceInfo/save")(resourceCreateRoute(commerceInfoResource));
