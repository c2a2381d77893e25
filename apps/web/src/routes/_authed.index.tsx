import { createFileRoute, redirect } from "@tanstack/react-router";

/** Spec section 2: "/" is the work bench. */
export const Route = createFileRoute("/_authed/")({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    throw redirect({ to: "/work", replace: true });
  },
});
