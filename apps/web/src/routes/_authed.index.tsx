import { createFileRoute, redirect } from "@tanstack/react-router";

/** Spec section 2: "/" is the work bench. */
export const Route = createFileRoute("/_authed/")({
  beforeLoad: () => {
    throw redirect({ to: "/work", replace: true });
  },
});
