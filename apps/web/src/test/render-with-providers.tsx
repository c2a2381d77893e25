import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nProvider } from "../i18n/i18n-context.tsx";
import { theme } from "../lib/theme.ts";

/**
 * Renders a form the way the app does (Mantine theme, dictionaries, a query client), without
 * router or server (a test that needs procedures mocks `lib/use-trpc.ts` with `fake-trpc.ts`).
 * The providers wrap a rerender too.
 */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <I18nProvider>{children}</I18nProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
