import { createFileRoute } from "@tanstack/react-router";
import { ModelListPage } from "../features/cms/site/model-list-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/model/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/model/list"),
  component: ModelListPage,
});
