import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseMessageListSearch } from "../features/messages/message-list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/message/list")({
  validateSearch: parseMessageListSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/message/list"),
  component: lazyRouteComponent(() => import("../features/messages/message-list-page.tsx"), "MessageListPage"),
});
