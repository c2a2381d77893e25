import { createFileRoute } from "@tanstack/react-router";
import { lazyRouteComponent } from "@tanstack/react-router";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/work_platform/buyAdd")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/work_platform/buyAdd"),
  component: lazyRouteComponent(
    () => import("../features/agency/purchase-order-form-page.tsx"),
    "PurchaseOrderAddPage",
  ),
});
