import { createFileRoute } from "@tanstack/react-router";
import { WorkBench } from "../features/work/work-bench.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/work")({
  // Spec section 6: the work bench is guarded by a permission check like every other page.
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/work"),
  component: WorkBench,
});
