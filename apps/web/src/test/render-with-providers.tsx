import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nProvider } from "../i18n/i18n-context.tsx";
import { theme } from "../lib/theme.ts";

/** Renders a form the way the app does (Mantine theme, dictionaries), without router or server. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <MantineProvider theme={theme}>
      <I18nProvider>{ui}</I18nProvider>
    </MantineProvider>,
  );
}
