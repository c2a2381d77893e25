import { townResource } from "@suyuan/contracts/town/town-resource";
import { createFileRoute } from "@tanstack/react-router";
import { townViewPage } from "../features/towns/town-stations.tsx";
import { resourceViewRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/basicInfo/townView")(resourceViewRoute(townResource, townViewPage));
