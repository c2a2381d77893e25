import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseGuestbookListSearch } from "../features/audience/guestbook-list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/guestbook/list")({
  validateSearch: parseGuestbookListSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/guestbook/list"),
  component: lazyRouteComponent(() => import("../features/audience/guestbook-list-page.tsx"), "GuestbookListPage"),
});
