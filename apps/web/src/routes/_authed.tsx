import { createFileRoute, redirect } from "@tanstack/react-router";
import { PagePending } from "../common/page-pending.tsx";
import { AppLayout } from "../features/layout/app-layout.tsx";
import { loadUiMessages } from "../i18n/format-message.ts";
import { storedLocale } from "../i18n/locale-storage.ts";
import { endsSession, toAppFailure } from "../lib/app-error.ts";
import { LOCAL_KEYS, readLocal, removeLocal } from "../lib/local-keys.ts";
import { clearSessionMarker, hasSessionMarker } from "../lib/session-marker.ts";
import { menuQueryOptions } from "../lib/menu-query.ts";
import { signInSearch } from "../lib/sign-in-redirect.ts";
import { meQueryOptions } from "../lib/use-me.ts";

/**
 * The signed-in area. Without the local session marker every path goes to /login (spec section 2);
 * with it, "who am I and what may I do" is loaded once and shared with every page below.
 */
export const Route = createFileRoute("/_authed")({
  beforeLoad: async ({ context, location }) => {
    // Signing in returns to the page asked for (lib/sign-in-redirect.ts checks it is one of ours).
    const toLogin = () => redirect({ to: "/login", search: signInSearch(location.href) });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    if (!hasSessionMarker()) throw toLogin();
    try {
      // The area's texts (format-message.ts) arrive beside "me"; a failed fetch falls back to keys.
      const [me] = await Promise.all([
        context.queryClient.ensureQueryData(meQueryOptions(context.trpc)),
        loadUiMessages(storedLocale()).catch(() => undefined),
      ]);
      // After "me", so an ended session is reported once. Never throws; the layout falls back to
      // the registry's menu if this failed.
      await context.queryClient.prefetchQuery(menuQueryOptions(context.trpc));
      return { me };
    } catch (error) {
      const failure = toAppFailure(error);
      // A stored site this user may no longer use (removed, or chosen by someone else) makes every
      // call fail with FORBIDDEN; forget it and let the server pick the user's default site.
      if (failure.appCode === "FORBIDDEN" && readLocal(LOCAL_KEYS.siteId) !== null) {
        removeLocal(LOCAL_KEYS.siteId);
        return { me: await context.queryClient.fetchQuery(meQueryOptions(context.trpc)) };
      }
      if (endsSession(failure)) {
        clearSessionMarker();
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- as above
        throw toLogin();
      }
      throw error;
    }
  },
  pendingComponent: () => <PagePending fullScreen />,
  component: AppLayout,
});
