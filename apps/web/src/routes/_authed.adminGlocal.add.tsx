import { createFileRoute } from "@tanstack/react-router";
import { UserAddPage } from "../features/users/user-pages.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

/** The kit's add page with the password fields, starting in the current site. */
export const Route = createFileRoute("/_authed/adminGlocal/add")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/adminGlocal/add"),
  component: UserAddPage,
});
