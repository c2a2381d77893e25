import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const pageSearch = z.object({ id: searchId });
const EditPage = lazyRouteComponent(
  () => import("../features/agency/purchase-order-form-page.tsx"),
  "PurchaseOrderEditPage",
);

export const Route = createFileRoute("/_authed/work_platform/buyEdit")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => pageSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/work_platform/buyEdit"),
  component: function PurchaseOrderEditRoute() {
    const { id } = Route.useSearch();
    return id ? <EditPage key={id} id={id} /> : <NotFoundView />;
  },
});
