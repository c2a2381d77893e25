import { expressResource } from "@suyuan/contracts/express/express-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/express/update")(resourceUpdateRoute(expressResource));
