import { traceTemplateResource } from "@suyuan/contracts/trace-template/trace-template-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/traceTemplate/list")(
  resourceListRoute(traceTemplateResource, () =>
    import("../features/trace-templates/template-pages.tsx").then((m) => m.templateListPage),
  ),
);
