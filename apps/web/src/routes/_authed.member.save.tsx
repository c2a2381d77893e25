import { createFileRoute } from "@tanstack/react-router";
import { MemberAddPage } from "../features/members/member-pages.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

/** The kit's add page with the password fields. */
export const Route = createFileRoute("/_authed/member/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/member/save"),
  component: MemberAddPage,
});
