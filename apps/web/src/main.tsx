import "./styles/boot-styles.ts";
// The rich-text editor's styles come with it (packages/ui/src/rich-text-field.tsx), like the charts'.
import { DEFAULT_LOCALE } from "@suyuan/contracts/i18n/locale";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app-providers.tsx";
import { formatUi, loadUiMessages } from "./i18n/format-message.ts";
import { I18nProvider } from "./i18n/i18n-context.tsx";
import { storedLocale } from "./i18n/locale-storage.ts";
import { notifyError } from "./lib/notify.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { clearSessionMarker } from "./lib/session-marker.ts";
import { onSessionEnded } from "./lib/session-events.ts";
import { createTrpc } from "./lib/trpc.ts";
import { signInSearch } from "./lib/sign-in-redirect.ts";
import { createAppRouter } from "./router.tsx";

const queryClient = createQueryClient();
const trpc = createTrpc(queryClient);
const router = createAppRouter({ queryClient, trpc });

// Spec section 8: 302 and 3 end the session anywhere; 3 first says why (code and message).
onSessionEnded((failure) => {
  clearSessionMarker();
  if (failure.legacyCode === "3") notifyError(`${failure.legacyCode}: ${failure.message}`);
  const path = router.state.location.pathname;
  if (path !== "/login" && path !== "/register")
    void router.navigate({ to: "/login", search: signInSearch(router.state.location.href) });
});

// A stored non-default language's texts are fetched before the first render (see format-message.ts);
// should that fail, the page still opens, in Chinese. Chinese texts beyond the sign-in pages' are
// fetched by the signed-in area's route.
if (storedLocale() !== DEFAULT_LOCALE) await loadUiMessages(storedLocale()).catch(() => undefined);

const root = document.getElementById("root");
if (!root) throw new Error(formatUi(storedLocale(), "error.loadFailed"));

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Server texts are translated per request, so cached answers are refetched in the new language. */}
      <I18nProvider onLocaleChange={() => void queryClient.invalidateQueries()}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </I18nProvider>
    </QueryClientProvider>
  </StrictMode>,
);
